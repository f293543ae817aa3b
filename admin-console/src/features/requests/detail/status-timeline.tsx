import { formatInstitutionTime } from '@registrar/shared-api/core';

import styles from '../../../components/request-detail.module.css';
import type { RequestHistoryEntry } from '../kind';

/** The staff timeline, oldest first: each status entered, by whom where known, with the note. */
export function StatusTimeline({ history }: { history: readonly RequestHistoryEntry[] }) {
  if (history.length === 0) return <p className={styles.muted}>No status changes yet.</p>;
  return (
    <ol className={styles.timeline}>
      {history.map((entry, index) => (
        <li key={`${entry.at}-${String(index)}`} className={styles.step}>
          <p className={styles.stepTitle}>{entry.label}</p>
          <p className={styles.muted}>
            <time dateTime={entry.at}>{formatInstitutionTime(entry.at)}</time>
            {entry.actor ? ` by ${entry.actor.name}` : ''}
          </p>
          {entry.note && <p className={styles.note}>{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}
