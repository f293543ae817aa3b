import { formatMoney } from '@registrar/shared-ui';
import styles from './apply.module.css';

type Totals = { transcript_fee: number; delivery_fee: number; total: number };

/** Spec §9 totals. `caption` says whether these are the quote or the application's amounts. */
/** What names the fees table: its own caption, or a heading of the page (by id). */
export type FeesLabel = { caption: string } | { labelledBy: string };

export function FeeTotals({ totals, label }: { totals: Totals; label: FeesLabel }) {
  const naira = (kobo: number) => formatMoney(kobo, { currency: 'NGN' });
  return (
    <table
      className={styles.totals}
      aria-labelledby={'labelledBy' in label ? label.labelledBy : undefined}
    >
      {'caption' in label && <caption>{label.caption}</caption>}
      <tbody>
        <tr>
          <th scope="row">Transcript fee</th>
          <td>{naira(totals.transcript_fee)}</td>
        </tr>
        <tr>
          <th scope="row">Delivery fee</th>
          <td>{naira(totals.delivery_fee)}</td>
        </tr>
        <tr className={styles.totalRow}>
          <th scope="row">Total</th>
          <td>{naira(totals.total)}</td>
        </tr>
      </tbody>
    </table>
  );
}
