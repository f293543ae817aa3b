import type { TApplicationStatus } from '@registrar/shared-api';
import styles from './status-badge.module.css';

const tone: Record<TApplicationStatus, string> = {
  pending_payment: 'neutral',
  paid: 'info',
  processing: 'info',
  on_hold: 'warning',
  dispatched: 'info',
  sent: 'info',
  delivered: 'success',
  completed: 'success',
  rejected: 'error',
  cancelled: 'neutral',
  refunded: 'warning',
};

/** The status as the server labels it (enums.status); colour only repeats the text. */
export function StatusBadge({ status, label }: { status: TApplicationStatus; label: string }) {
  return <span className={`${styles.badge} ${styles[tone[status]] ?? ''}`}>{label}</span>;
}
