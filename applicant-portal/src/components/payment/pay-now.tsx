import type { TInitializePaymentBody } from '@registrar/shared-api';
import { Button, formatMoney } from '@registrar/shared-ui';
import { Link } from '@registrar/shared-ui/router';
import { paymentMemory } from '../../store';
import { Notice } from '../notice';
import styles from '../page.module.css';
import { useStartPayment } from './use-start-payment';

type Props = {
  /** What to pay for; the server prices it. */
  body: TInitializePaymentBody;
  /** The amount the server priced (kobo), shown on the button. */
  amount: number;
  /** Where the applicant follows the thing paid for (e.g. the track page). */
  trackHref?: string;
  trackLabel?: string;
  /** The button's text; default 'Pay ₦X now'. */
  actionLabel?: string;
};

const naira = (kobo: number) => formatMoney(kobo, { currency: 'NGN' });

/**
 * "Pay now": starts (or resumes) the payment and hands over to the provider's checkout. Disabled
 * while starting; a 409 (already paid / not payable) says so and links to where to look instead.
 */
export function PayNow({
  body,
  amount,
  trackHref,
  trackLabel = 'Track your application',
  actionLabel,
}: Props) {
  const { state, start } = useStartPayment();
  const remembered =
    body.kind === 'standalone'
      ? undefined
      : paymentMemory.forTrackingId(body.kind, body.tracking_id);

  if (state.status === 'refused')
    return (
      <Notice title={state.message} variant="warning" role="alert">
        <p>You will not be charged again.</p>
        <ul>
          {remembered && (
            <li>
              <Link
                to={`/payment-confirmation?reference=${encodeURIComponent(remembered.reference)}`}
              >
                See your payment and receipt
              </Link>
            </li>
          )}
          {trackHref && (
            <li>
              <Link to={trackHref}>{trackLabel}</Link>
            </li>
          )}
        </ul>
      </Notice>
    );

  const isStarting = state.status === 'starting' || state.status === 'leaving';
  return (
    <div>
      {state.status === 'failed' && (
        <Notice title="Your payment has not started" variant="error" role="alert">
          <p>
            {state.failure.status === undefined
              ? 'We could not reach the server. Check your internet connection and try again.'
              : 'Something went wrong before you reached the payment page. Please try again.'}
          </p>
        </Notice>
      )}
      <p>
        Amount to pay: <strong>{naira(amount)}</strong>
      </p>
      <div className={styles.actions}>
        <Button
          onClick={() => void start(body)}
          isLoading={isStarting}
          aria-describedby="pay-now-hint"
        >
          {isStarting ? 'Starting your payment…' : (actionLabel ?? `Pay ${naira(amount)} now`)}
        </Button>
      </div>
      <p id="pay-now-hint" className={styles.hint}>
        You will go to a secure payment page and come back here when you have paid.
      </p>
    </div>
  );
}
