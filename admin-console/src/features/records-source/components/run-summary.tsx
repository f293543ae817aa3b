import { formatInstitutionTime, type TSyncRun } from '@registrar/shared-api';
import facts from '../../../components/facts.module.css';
import { RequestStatusBadge } from '../../../components/request-status-badge';
import {
  modeLabels,
  plural,
  rowKindLabels,
  ROW_KIND_ORDER,
  rowsToWrite,
  runSourceLabels,
  runStatusLabels,
  runStatusTones,
  triggerLabels,
} from '../labels';
import styles from '../records-source.module.css';

/** How far a run that works has got: rows written while applying, rows read while reading. */
function Progress({ run }: { run: TSyncRun }) {
  const { counts } = run;
  if (run.status === 'applying') {
    const total = rowsToWrite(run);
    const written = Math.min(counts.applied, total);
    return (
      <div className={styles.progress}>
        <label htmlFor="records-sync-progress">
          Writing records: {written} of {total}
        </label>
        <progress id="records-sync-progress" max={Math.max(total, 1)} value={written} />
      </div>
    );
  }
  if (run.status !== 'diffing') return null;
  const read = ROW_KIND_ORDER.reduce((sum, kind) => sum + counts[kind], 0);
  return (
    <div className={styles.progress}>
      <p className={styles.muted}>Reading the source: {plural(read, 'row', 'rows')} so far.</p>
      <progress aria-label="Reading the source" />
    </div>
  );
}

/** A run's status, who started it and when, its progress or error, and its counts per kind. */
export function RunSummary({ run }: { run: TSyncRun }) {
  const { counts } = run;
  return (
    <>
      <dl className={facts.facts}>
        <dt>Status</dt>
        <dd>
          <RequestStatusBadge
            status={run.status}
            label={runStatusLabels[run.status]}
            tone={runStatusTones[run.status]}
          />
        </dd>
        <dt>Started</dt>
        <dd>{formatInstitutionTime(run.created_at)}</dd>
        <dt>Started by</dt>
        <dd>
          {triggerLabels[run.trigger]}
          {run.requested_by ? `: ${run.requested_by}` : ''}
        </dd>
        <dt>Read</dt>
        <dd>
          The {runSourceLabels[run.source]}, {modeLabels[run.mode]}
        </dd>
        {run.diffed_at && (
          <>
            <dt>Preview ready</dt>
            <dd>{formatInstitutionTime(run.diffed_at)}</dd>
          </>
        )}
        {run.applied_at && (
          <>
            <dt>Applied</dt>
            <dd>{formatInstitutionTime(run.applied_at)}</dd>
          </>
        )}
      </dl>
      <Progress run={run} />
      {run.error && (
        <div className={styles.failure}>
          <p>{run.error}</p>
        </div>
      )}
      <h3 className={styles.subtitle}>Rows by kind</h3>
      <dl className={facts.figures}>
        {ROW_KIND_ORDER.map((kind) => (
          <div key={kind}>
            <dt>{rowKindLabels[kind]}</dt>
            <dd>
              {counts[kind]}
              {kind === 'conflict' && run.undecided > 0 && (
                <span className={styles.muted}> ({run.undecided} undecided)</span>
              )}
            </dd>
          </div>
        ))}
        <div>
          <dt>Written</dt>
          <dd>{counts.applied}</dd>
        </div>
        <div>
          <dt>New sessions</dt>
          <dd>{counts.sessions_new}</dd>
        </div>
        <div>
          <dt>New programmes</dt>
          <dd>{counts.programmes_new}</dd>
        </div>
      </dl>
    </>
  );
}
