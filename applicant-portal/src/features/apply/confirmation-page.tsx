import { normalizeTrackingId } from '@registrar/shared-api/core';
import { buttonClassName } from '@registrar/shared-ui';
import { useEffect, useRef } from 'react';
import { Link, useParams } from '@registrar/shared-ui/router';
import { ConfirmationPanel } from '../../components/confirmation-panel';
import styles from '../../components/page.module.css';
import { LoadingState, Notice } from '../../components/notice';
import { PaymentDueSection } from '../../components/payment/pay-for-application';
import {
  selectApplicationState,
  selectTrackedApplication,
  trackApplication,
  useAppDispatch,
  useAppSelector,
} from '../../store';
import apply from './apply.module.css';
import { CopyReferenceButton } from './copy-reference-button';
import { FeeTotals } from './fee-totals';

/**
 * /apply/confirmation/:reference: the GOV.UK confirmation panel with the tracking reference.
 * After a submit the application is already in the store; on a reload it is fetched again.
 */
export function ConfirmationPage() {
  const { reference = '' } = useParams();
  const dispatch = useAppDispatch();
  const tracked = useAppSelector(selectTrackedApplication);
  const { trackStatus } = useAppSelector(selectApplicationState);
  const heading = useRef<HTMLHeadingElement>(null);
  const application =
    tracked && tracked.tracking_id === normalizeTrackingId(reference) ? tracked : null;

  useEffect(() => {
    if (!application && reference) void dispatch(trackApplication(reference));
  }, [application, reference, dispatch]);
  useEffect(() => heading.current?.focus(), [application]);

  if (!application && trackStatus === 'failed')
    return (
      <article className={styles.page}>
        <h1 className={styles.title}>Application submitted</h1>
        <Notice title="We could not load this application" variant="error" role="alert">
          <p>
            Your reference is {reference}.{' '}
            <Link to={`/track?reference=${reference}`}>Track it</Link> to see its details.
          </p>
        </Notice>
      </article>
    );
  if (!application) return <LoadingState label="Loading your application" />;
  const shown = application.tracking_id;

  return (
    <article className={styles.page}>
      <ConfirmationPanel title="Application submitted" headingRef={heading}>
        <p>
          Your reference number
          <strong className={apply.reference} data-testid="tracking-reference">
            {shown}
          </strong>
        </p>
        <CopyReferenceButton reference={shown} />
      </ConfirmationPanel>
      <p>
        The registry will contact you at <strong>{application.applicant.email}</strong>. Keep your
        reference: you need it to pay, to track the application and to message the registry.
      </p>
      <FeeTotals
        totals={application}
        label={{ caption: 'Fees to pay (confirmed by the registry)' }}
      />
      <h2 className={styles.sectionTitle}>What happens next</h2>
      <ol>
        <li>
          {application.status === 'pending_payment'
            ? 'Pay the fees below. Your application is waiting for payment.'
            : `Your application's status: ${application.enums.status}.`}
        </li>
        <li>The registry prepares your transcript once payment is confirmed.</li>
        <li>
          Soft copies are emailed to the recipient; hard copies are sent by the courier you chose.
        </li>
      </ol>
      <PaymentDueSection
        headingId="pay-heading"
        title="Pay for your application"
        kind="application"
        application={application}
        trackHref={`/track?reference=${encodeURIComponent(shown)}`}
      />
      <div className={styles.actions}>
        <Link
          to={`/track?reference=${encodeURIComponent(shown)}`}
          className={buttonClassName({ variant: 'secondary' })}
        >
          Track your application
        </Link>
        <Link to="/">Back to home</Link>
      </div>
    </article>
  );
}
