import {
  apiRequest,
  trackCertificateApplication,
  type TCertificateApplicationStatus,
  type TTrackedCertificateApplication,
  formatInstitutionTime,
} from '@registrar/shared-api';
import { formatMoney } from '@registrar/shared-ui';
import styles from '../../components/page.module.css';
import { Notice } from '../../components/notice';
import { PayForApplication } from '../../components/payment/pay-for-application';
import { SummaryList } from '../../components/summary-list';
import { ApplicantDetails, type ShowDetails } from './applicant-details';
import { ExpectedBy } from './expected-by';
import { HoldNotice } from './hold-notice';
import { MessagesLink } from './messages-link';
import { Timeline } from './timeline';
import track from './track.module.css';

const naira = (kobo: number) => formatMoney(kobo, { currency: 'NGN' });

/** What happens next for a certificate or attestation, in the applicant's words. */
export const certificateNextSteps: Record<TCertificateApplicationStatus, string> = {
  pending_payment:
    'Your application is waiting for payment. The registry starts work once the fees are paid.',
  paid: 'Payment received. The registry will start preparing your document shortly.',
  processing: 'The registry is preparing your document.',
  on_hold:
    'Your application is on hold. Show your details with the email you applied with to see why and what to do.',
  dispatched: 'Your document is with the courier. Use the waybill number to follow the delivery.',
  sent: 'Your document has been sent to the recipient.',
  delivered: 'The courier has delivered your document.',
  completed: 'Your application is complete. Nothing more is needed from you.',
  rejected:
    'The registry could not process your application. Check your messages for the reason; any refund is handled by the registry.',
  cancelled:
    'This application was cancelled. Start a new application if you still need the document.',
  refunded: 'Your payment has been refunded.',
};

type Props = {
  application: TTrackedCertificateApplication;
  /** Called with the full record once the applicant's email brought it. */
  onDetails: (application: TTrackedCertificateApplication) => void;
};

/**
 * A certificate or attestation application as tracked: status, what happens next, payment,
 * timeline, applicant, delivery, fees, messages. Redacted (the reference alone): names as
 * initials, contact details and the delivery address masked, as for transcripts.
 */
export function TrackedCertificateApplication({ application, onDetails }: Props) {
  const reference = application.tracking_id;
  const { delivery } = application;
  const paidStep = application.history.find((step) => step.status === 'paid');
  const showDetails: ShowDetails = async (email, onFailure) => {
    const response = await apiRequest(trackCertificateApplication, {
      params: { reference },
      query: { email },
      onFailure,
    });
    if (!response) return false;
    if (!response.data.redacted) onDetails(response.data);
    return response.data;
  };
  return (
    <section aria-labelledby="tracked-heading">
      <h2 id="tracked-heading" className={styles.sectionTitle}>
        {application.enums.kind} application {reference}
      </h2>
      <p className={track.status} role="status">
        Status: {application.enums.status}
      </p>
      <ExpectedBy status={application.status} expectedAt={application.expected_at} />
      {application.hold ? (
        <HoldNotice hold={application.hold} reference={reference} />
      ) : (
        <Notice title="What happens next">
          <p>{certificateNextSteps[application.status]}</p>
        </Notice>
      )}

      <section aria-labelledby="track-pay-heading">
        <h3 id="track-pay-heading" className={styles.sectionTitle}>
          Payment
        </h3>
        {application.status === 'pending_payment' ? (
          <>
            <p>This application has not been paid yet.</p>
            <PayForApplication
              kind="certificate_application"
              application={application}
              trackHref={`/track?reference=${encodeURIComponent(reference)}`}
            />
          </>
        ) : (
          <p>
            {paidStep
              ? `Paid on ${formatInstitutionTime(paidStep.at)}.`
              : 'No payment is due for this application.'}
          </p>
        )}
      </section>

      <Timeline steps={application.history} />

      <ApplicantDetails application={application} showDetails={showDetails} />

      <h3 className={styles.sectionTitle}>Delivery</h3>
      <SummaryList
        rows={[
          { key: 'Request', value: application.enums.kind },
          {
            key: 'Recipient',
            value: [delivery.recipient_name, delivery.recipient_address].filter(Boolean).join('\n'),
          },
          { key: 'Region', value: delivery.region_name },
          { key: 'Courier service', value: delivery.courier },
          ...(delivery.courier_name || delivery.waybill_number
            ? [
                { key: 'Courier', value: delivery.courier_name ?? '' },
                { key: 'Waybill number', value: delivery.waybill_number ?? '' },
              ]
            : []),
        ]}
      />

      <SummaryList
        rows={[
          { key: 'Certificate fee', value: naira(application.certificate_fee) },
          { key: 'Delivery fee', value: naira(application.delivery_fee) },
          { key: 'Total', value: naira(application.total) },
        ]}
      />
      <MessagesLink reference={reference} />
    </section>
  );
}
