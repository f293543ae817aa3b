import styles from './request-status-badge.module.css';

/** Tone of each request status (transcript and certificate applications share the statuses). */
const tones: Record<string, string> = {
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

/** A request's status as the server labels it (enums.status); the colour only repeats the text. */
export function RequestStatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span className={`${styles.badge} ${styles[tones[status] ?? 'neutral'] ?? ''}`}>{label}</span>
  );
}
