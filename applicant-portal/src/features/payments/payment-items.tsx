import type { TPayment } from '@registrar/shared-api';
import { formatMoney } from '@registrar/shared-ui';
import styles from './payments.module.css';

const naira = (kobo: number) => formatMoney(kobo, { currency: 'NGN' });

/** The lines the server priced, and the amount of the payment. */
export function PaymentItems({ payment, caption }: { payment: TPayment; caption: string }) {
  return (
    <table className={styles.items}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {payment.items.map((item, index) => (
          <tr key={`${String(index)}-${item.description}`}>
            <th scope="row">{item.description}</th>
            <td>{naira(item.amount)}</td>
          </tr>
        ))}
        <tr className={styles.totalRow}>
          <th scope="row">Total</th>
          <td>{naira(payment.amount)}</td>
        </tr>
      </tbody>
    </table>
  );
}
