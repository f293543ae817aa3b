import { Link, Navigate, useSearchParams } from '@registrar/shared-ui/router';
import styles from '../../components/page.module.css';
import { Notice } from '../../components/notice';

/**
 * Return point from a payment provider (/callback/platinum, /callback/:provider). It only reads
 * the payment reference (ours: `reference`; Paystack's: `trxref`) and replaces itself with the
 * confirmation page, so Back from there does not land here again. Any status in the query string
 * is ignored: the confirmation page asks the server.
 */
export default function PaymentCallbackPage() {
  const [params] = useSearchParams();
  const reference = (params.get('reference') ?? params.get('trxref') ?? '').trim();
  if (reference)
    return (
      <Navigate to={`/payment-confirmation?reference=${encodeURIComponent(reference)}`} replace />
    );
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>Returning from your payment</h1>
      <Notice title="We could not tell which payment this is" variant="error" role="alert">
        <p>
          The payment page did not send back a payment reference. If you paid, your payment is not
          lost: the registry confirms it with the payment provider.
        </p>
      </Notice>
      <ul>
        <li>
          <Link to="/track">Track your application</Link> to see whether it is paid.
        </li>
        <li>
          <Link to="/messages">Message the registry</Link> if you need help.
        </li>
      </ul>
    </article>
  );
}
