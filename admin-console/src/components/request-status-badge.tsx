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

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'error';

/**
 * A request's status as the server labels it (enums.status); the colour only repeats the text.
 * `tone` overrides the colour for statuses of another kind (a payment's, say).
 */
export function RequestStatusBadge({
  status,
  label,
  tone,
}: {
  status: string;
  label: string;
  tone?: BadgeTone;
}) {
  const colour = tone ?? tones[status] ?? 'neutral';
  return <span className={`${styles.badge} ${styles[colour] ?? ''}`}>{label}</span>;
}
