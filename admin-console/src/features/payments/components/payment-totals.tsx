import type { TPaymentTotals } from '@registrar/shared-api';
import { formatMoney } from '@registrar/shared-ui';
import styles from '../payments.module.css';

const money = (kobo: number) => formatMoney(kobo, { currency: 'NGN' });
const plural = (count: number, noun: string) => `${String(count)} ${noun}${count === 1 ? '' : 's'}`;

/** Totals over every payment matching the filters (the server sums them, not this page). */
export function PaymentTotals({ totals }: { totals: TPaymentTotals }) {
  return (
    <section aria-labelledby="payment-totals-title" className={styles.totals}>
      <h2 id="payment-totals-title" className={styles.sectionTitle}>
        Totals for these filters
      </h2>
      <dl className={styles.totalsList}>
        <div>
          <dt>Payments</dt>
          <dd>{String(totals.count)}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>
            {money(totals.paid_amount)}
            <span className={styles.muted}>{plural(totals.paid_count, 'payment')}</span>
          </dd>
        </div>
        <div>
          <dt>Refunded</dt>
          <dd>{money(totals.refunded_amount)}</dd>
        </div>
        <div>
          <dt>Pending</dt>
          <dd>{money(totals.pending_amount)}</dd>
        </div>
      </dl>
    </section>
  );
}
