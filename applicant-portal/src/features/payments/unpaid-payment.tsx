import type { TInitializePaymentBody, TPayment } from '@registrar/shared-api';
import { Button, Spinner } from '@registrar/shared-ui';
import { Link } from '@registrar/shared-ui/router';
import styles from '../../components/page.module.css';
import { Notice } from '../../components/notice';
import { PayNow } from '../../components/payment/pay-now';
import { SummaryList } from '../../components/summary-list';
import { paymentMemory } from '../../store';
import { PaymentItems } from './payment-items';
import { trackHrefOf } from './payment-links';

type Props = { payment: TPayment; isChecking: boolean; onRecheck: () => void };

/** What "try again" pays for: the same thing as this payment (a new attempt, priced again). */
const retryBody = (payment: TPayment): TInitializePaymentBody | undefined => {
  const remembered = paymentMemory.find(payment.reference)?.body;
  if (remembered) return remembered;
  if (payment.kind !== 'standalone' && payment.tracking_id)
    return { kind: payment.kind, tracking_id: payment.tracking_id };
  return undefined;
};

const headings: Record<Exclude<TPayment['status'], 'paid'>, string> = {
  pending: 'Your payment is not confirmed yet',
  failed: 'Your payment failed',
  abandoned: 'Your payment was cancelled',
  refunded: 'This payment was refunded',
};

/** A payment the server says is not paid (or no longer): pending, failed, abandoned or refunded. */
export function UnpaidPayment({ payment, isChecking, onRecheck }: Props) {
  const trackHref = trackHrefOf(payment);
  const status = payment.status === 'paid' ? 'pending' : payment.status;
  const body = retryBody(payment);
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{headings[status]}</h1>
      <SummaryList
        rows={[
          { key: 'Payment reference', value: payment.reference },
          { key: 'Status', value: payment.enums.status },
          { key: 'For', value: payment.description },
        ]}
      />
      {status === 'pending' &&
        (isChecking ? (
          <div>
            <Spinner label="Checking with the payment provider" />
            <p>We are checking with the payment provider. This can take a few seconds.</p>
          </div>
        ) : (
          <Notice title="We will update you" variant="warning" role="status">
            <p>
              The payment provider has not confirmed this payment yet. Do not pay again: once it is
              confirmed, your application is updated. Check again later.
            </p>
            <Button variant="secondary" onClick={onRecheck}>
              Check again
            </Button>
          </Notice>
        ))}
      {(status === 'failed' || status === 'abandoned') && (
        <>
          <Notice title="You have not paid" variant="error" role="alert">
            <p>
              {status === 'failed'
                ? 'The payment provider did not take this payment. You can try again.'
                : 'The payment was cancelled before it was completed. You can try again.'}
            </p>
          </Notice>
          <PaymentItems payment={payment} caption="What you are paying for" />
          {body ? (
            <PayNow
              body={body}
              amount={payment.amount}
              actionLabel="Try again"
              {...(trackHref ? { trackHref } : {})}
            />
          ) : (
            <p>
              <Link to="/other-payments">Start the payment again</Link>
            </p>
          )}
        </>
      )}
      {status === 'refunded' && (
        <Notice title="Refunded" role="note">
          <p>The registry refunded this payment. Message the registry if you have questions.</p>
        </Notice>
      )}
      <ul>
        {trackHref && (
          <li>
            <Link to={trackHref}>Track your application</Link>
          </li>
        )}
        <li>
          <Link to="/">Back to home</Link>
        </li>
      </ul>
    </article>
  );
}
