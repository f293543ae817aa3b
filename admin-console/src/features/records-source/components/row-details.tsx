import { useEffect, useRef } from 'react';
import type { TSyncRow } from '@registrar/shared-api';
import { Button } from '@registrar/shared-ui';
import tableStyles from '../../../components/request-table.module.css';
import screenStyles from '../../../components/screen-styles.module.css';
import { fieldLabels } from '../labels';
import styles from '../records-source.module.css';

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? '(empty)' : String(value);

/** Each field a row changes, as "from → to". */
function Changes({ changes }: { changes: NonNullable<TSyncRow['changes']> }) {
  return (
    <ul className={styles.changes}>
      {Object.entries(changes).map(([field, change]) => (
        <li key={field}>
          <span className={styles.field}>{fieldLabels[field] ?? field}:</span>{' '}
          {`${shown(change.from)} → ${shown(change.to)}`}
        </li>
      ))}
    </ul>
  );
}

const plainly: Partial<Record<TSyncRow['kind'], string>> = {
  new: 'A new record.',
  missing: 'On record from an earlier sync, absent from the source now. The record is kept.',
  unchanged: 'The record already says the same.',
};

/** What a row would do to the records: its changes, or why it cannot be taken. */
export function RowDetails({ row }: { row: TSyncRow }) {
  const hasChanges = row.changes !== null && Object.keys(row.changes).length > 0;
  return (
    <>
      {plainly[row.kind] && <span>{plainly[row.kind]}</span>}
      {row.reason && (
        <span className={row.kind === 'rejected' ? styles.errorText : tableStyles.detail}>
          {row.reason}
        </span>
      )}
      {hasChanges && row.changes && <Changes changes={row.changes} />}
      {row.applied && (row.kind === 'new' || row.kind === 'changed') && (
        <span className={tableStyles.detail}>Written to the records.</span>
      )}
    </>
  );
}

export interface ConflictDecisionProps {
  row: TSyncRow;
  /** Whether the run still takes decisions. */
  canDecide: boolean;
  /** The row decided just now: its decision takes the focus its buttons had, if it was lost. */
  isJustDecided: boolean;
  isBusy: boolean;
  onDecide: (row: TSyncRow, keep: 'source' | 'local') => void;
}

/** A conflict's two ways out, or the decision taken. */
export function ConflictDecision({
  row,
  canDecide,
  isJustDecided,
  isBusy,
  onDecide,
}: ConflictDecisionProps) {
  const decidedRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (isJustDecided && (!active || active === document.body)) decidedRef.current?.focus();
  }, [isJustDecided]);
  if (row.kind !== 'conflict') return null;
  if (row.decision) {
    return (
      <span ref={decidedRef} tabIndex={-1} className={styles.decided}>
        {row.decision === 'local'
          ? 'Decided: kept the record.'
          : "Decided: took the source's values."}
      </span>
    );
  }
  if (!canDecide) return <span className={tableStyles.detail}>Not decided.</span>;
  const who = row.name ?? row.matric_number ?? `row ${String(row.seq)}`;
  return (
    <div className={screenStyles.rowActions}>
      <Button
        size="sm"
        variant="secondary"
        isLoading={isBusy}
        aria-label={`Keep the record of ${who}`}
        onClick={() => onDecide(row, 'local')}
      >
        Keep the record
      </Button>
      <Button
        size="sm"
        variant="secondary"
        isLoading={isBusy}
        aria-label={`Take the source's values for ${who}`}
        onClick={() => onDecide(row, 'source')}
      >
        Take the source's values
      </Button>
    </div>
  );
}
