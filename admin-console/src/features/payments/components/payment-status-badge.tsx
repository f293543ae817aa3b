import type { TPaymentStatus } from '@registrar/shared-api';
import styles from '../payments.module.css';

/** The server's status label, coloured by state (the text alone carries the meaning). */
export function PaymentStatusBadge({ status, label }: { status: TPaymentStatus; label: string }) {
  return (
    <span className={styles.badge} data-status={status}>
      {label}
    </span>
  );
}
