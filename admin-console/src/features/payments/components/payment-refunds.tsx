import { formatInstitutionTime } from '@registrar/shared-api/core';
import type { TPaymentRefund, TPaymentStatus, TRefundStatus } from '@registrar/shared-api';
import { VisuallyHidden, formatMoney } from '@registrar/shared-ui';
import styles from '../payments.module.css';

const money = (kobo: number) => formatMoney(kobo, { currency: 'NGN' });

/** The payment badge colour that reads the same (the label carries the meaning). */
const badgeOf: Record<TRefundStatus, TPaymentStatus> = {
  pending: 'pending',
  processed: 'refunded',
  failed: 'failed',
  needs_attention: 'pending',
};

/** What the provider said of a refund, in words staff can act on. */
const providerWord = (refund: TPaymentRefund) => {
  if (refund.status === 'needs_attention')
    return `Needs the payer's bank details: finish it in the provider's dashboard.${refund.failure ? ` ${refund.failure}` : ''}`;
  if (refund.failure) return refund.failure;
  if (refund.provider_refund_id) return `Provider's id ${refund.provider_refund_id}`;
  return refund.status === 'pending'
    ? 'No answer from the provider yet: it is asked again every few minutes.'
    : 'Recorded by hand';
};

/** Every refund of the payment through its provider, newest first; nothing before the first. */
export function PaymentRefunds({ refunds }: { refunds: readonly TPaymentRefund[] }) {
  if (refunds.length === 0) return null;
  return (
    <section aria-labelledby="payment-refunds-title">
      <h3 id="payment-refunds-title" className={styles.sectionTitle}>
        Refunds
      </h3>
      <table className={styles.items}>
        <caption>
          <VisuallyHidden>Refunds of this payment, newest first</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
            <th scope="col">Asked</th>
            <th scope="col">Provider</th>
          </tr>
        </thead>
        <tbody>
          {refunds.map((refund) => (
            <tr key={refund.id}>
              <td>{money(refund.amount)}</td>
              <td>
                <span className={styles.badge} data-status={badgeOf[refund.status]}>
                  {refund.enums.status}
                </span>
              </td>
              <td>
                <time dateTime={refund.requested_at}>
                  {formatInstitutionTime(refund.requested_at)}
                </time>
                {refund.requested_by && ` by ${refund.requested_by.name}`}
                <span className={styles.muted}>Reason: {refund.reason}</span>
              </td>
              <td>{providerWord(refund)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
