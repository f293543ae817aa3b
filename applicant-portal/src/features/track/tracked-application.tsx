import {
  apiRequest,
  awaitsReceiverCheck,
  copyDescription,
  trackApplication,
  type TTrackedApplication,
  formatInstitutionTime,
} from '@registrar/shared-api';
import { formatMoney } from '@registrar/shared-ui';
import styles from '../../components/page.module.css';
import { Notice } from '../../components/notice';
import { SummaryList } from '../../components/summary-list';
import { tracked, useAppDispatch } from '../../store';
import { ApplicantDetails, type ShowDetails } from './applicant-details';
import { ExpectedBy } from './expected-by';
import { nextSteps } from './next-steps';
import { PaymentState } from './payment-state';
import { MessagesLink } from './messages-link';
import { Timeline } from './timeline';
import { hasSentSoftCopies, YourDocuments } from './your-documents';
import { HoldNotice } from './hold-notice';
import track from './track.module.css';

const naira = (kobo: number) => formatMoney(kobo, { currency: 'NGN' });

/**
 * One application as tracked: status, what happens next, timeline, applicant, copies, fees,
 * messages. Redacted (the reference alone): names as initials, contact details masked.
 */
export function TrackedApplication({ application }: { application: TTrackedApplication }) {
  const dispatch = useAppDispatch();
  const reference = application.tracking_id;
  // The full record replaces the tracked application in the store.
  const showDetails: ShowDetails = async (email, onFailure) => {
    const response = await apiRequest(trackApplication, {
      params: { reference },
      query: { email },
      onFailure,
    });
    if (!response) return false;
    if (!response.data.redacted) dispatch(tracked(response.data));
    return response.data;
  };
  return (
    <section aria-labelledby="tracked-heading">
      <h2 id="tracked-heading" className={styles.sectionTitle}>
        Application {reference}
      </h2>
      <p className={track.status} role="status">
        Status: {application.enums.status}
      </p>
      <ExpectedBy status={application.status} expectedAt={application.expected_at} />
      {application.hold ? (
        <HoldNotice hold={application.hold} reference={reference} />
      ) : (
        <Notice title="What happens next">
          <p>{nextSteps[application.status]}</p>
        </Notice>
      )}
      <PaymentState
        application={application}
        trackHref={`/track?reference=${encodeURIComponent(reference)}`}
      />

      <Timeline steps={application.history} />

      <ApplicantDetails application={application} showDetails={showDetails} />

      <h3 className={styles.sectionTitle}>Copies</h3>
      {application.copies.map((copy, index) => (
        <SummaryList
          // A copy has no id in a public answer; the copies never move, so the position is stable.
          key={`copy-${String(index + 1)}`}
          rows={[
            {
              key: `Copy ${String(index + 1)}`,
              value: `${copyDescription(copy.type, copy.format)} for ${copy.purpose}`,
            },
            {
              key: 'Recipient',
              value:
                copy.format === 'soft_copy'
                  ? (copy.recipient_email ?? '')
                  : [copy.recipient_name, copy.recipient_address].filter(Boolean).join('\n'),
            },
            ...(!application.redacted && copy.type === 'official' && copy.recipient_id === null
              ? [
                  {
                    key: 'Receiver check',
                    value: awaitsReceiverCheck(copy)
                      ? 'Not in the recipient directory: the registry checks this receiver before sending'
                      : 'Checked by the registry',
                  },
                ]
              : []),
            ...(copy.courier_name || copy.waybill_number
              ? [
                  { key: 'Courier', value: copy.courier_name ?? '' },
                  { key: 'Waybill number', value: copy.waybill_number ?? '' },
                ]
              : []),
            ...(copy.dispatched_at
              ? [{ key: 'Dispatched', value: formatInstitutionTime(copy.dispatched_at) }]
              : []),
          ]}
        />
      ))}

      <SummaryList
        rows={[
          { key: 'Transcript fee', value: naira(application.transcript_fee) },
          { key: 'Delivery fee', value: naira(application.delivery_fee) },
          { key: 'Total', value: naira(application.total) },
        ]}
      />
      {!application.redacted && hasSentSoftCopies(application) && (
        <YourDocuments application={application} />
      )}
      <MessagesLink reference={reference} />
    </section>
  );
}
