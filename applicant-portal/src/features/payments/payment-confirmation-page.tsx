import { Button } from '@registrar/shared-ui';
import { Link, useSearchParams } from '@registrar/shared-ui/router';
import styles from '../../components/page.module.css';
import { LoadingState, Notice } from '../../components/notice';
import { payerEmailOf } from '../../components/payment/payer-proof';
import { paymentMemory } from '../../store';
import { PaidPayment } from './paid-payment';
import { UnpaidPayment } from './unpaid-payment';
import { useVerifiedPayment } from './use-verified-payment';

/**
 * /payment-confirmation?reference=…: what the server says about the payment after asking the
 * provider. Only `reference` is read from the URL; a status there is never believed. A payment
 * started on this device is read with the email it was started with (the payer's proof): the
 * full payment and its receipt; any other reference shows the redacted payment.
 */
export default function PaymentConfirmationPage() {
  const [params] = useSearchParams();
  const reference = params.get('reference')?.trim() ?? '';
  if (!reference) return <NoPayment reason="missing" />;
  return <Confirmation key={reference} reference={reference} />;
}

function Confirmation({ reference }: { reference: string }) {
  const email = payerEmailOf(paymentMemory.find(reference)?.body);
  const { state, recheck } = useVerifiedPayment(reference, email);
  if (state.status === 'loading') return <LoadingState label="Checking your payment" />;
  if (state.status === 'not-found') return <NoPayment reason="unknown" reference={reference} />;
  if (state.status === 'error')
    return (
      <article className={styles.page}>
        <h1 className={styles.title}>Payment confirmation</h1>
        <Notice title="We could not check your payment" variant="error" role="alert">
          <p>
            Your payment is not lost. Check your internet connection and try again (reference{' '}
            {reference}).
          </p>
          <Button variant="secondary" onClick={recheck}>
            Try again
          </Button>
        </Notice>
      </article>
    );
  return state.payment.status === 'paid' ? (
    <PaidPayment payment={state.payment} email={email} />
  ) : (
    <UnpaidPayment payment={state.payment} isChecking={state.isChecking} onRecheck={recheck} />
  );
}

function NoPayment({ reason, reference }: { reason: 'missing' | 'unknown'; reference?: string }) {
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>Payment confirmation</h1>
      <Notice
        title={
          reason === 'missing' ? 'No payment reference was given' : 'We could not find this payment'
        }
        variant="error"
        role="alert"
      >
        <p>
          {reason === 'missing'
            ? 'This page shows a payment when you come back from the payment page.'
            : `No payment has the reference ${reference ?? ''}. Check you copied the whole address.`}
        </p>
      </Notice>
      <ul>
        <li>
          <Link to="/track">Track your application</Link> to see whether it is paid and to pay.
        </li>
        <li>
          <Link to="/">Go to the home page</Link>
        </li>
      </ul>
    </article>
  );
}
