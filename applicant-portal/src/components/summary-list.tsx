import type { ReactNode } from 'react';
import styles from './summary-list.module.css';

export interface SummaryRow {
  key: string;
  value: ReactNode;
  /** e.g. a 'Change' link whose text names the row for screen readers. */
  action?: ReactNode;
}

/** Key/value rows (GOV.UK summary list) for records and "check your answers". */
export function SummaryList({ rows }: { rows: readonly SummaryRow[] }) {
  return (
    <dl className={styles.list}>
      {rows.map((row) => (
        <div key={row.key} className={styles.row}>
          <dt className={styles.key}>{row.key}</dt>
          <dd className={styles.value}>{row.value}</dd>
          {row.action && <dd className={styles.action}>{row.action}</dd>}
        </div>
      ))}
    </dl>
  );
}
