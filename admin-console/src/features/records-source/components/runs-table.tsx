import { Link } from '@registrar/shared-ui/router';
import { formatInstitutionTime, type TSyncRun } from '@registrar/shared-api';
import { createColumnHelper, type ColumnDef } from '@registrar/shared-ui';
import { ListTable } from '../../../components/list-table';
import { RequestStatusBadge } from '../../../components/request-status-badge';
import tableStyles from '../../../components/request-table.module.css';
import {
  modeLabels,
  plural,
  rowsToWrite,
  runSourceLabels,
  runStatusLabels,
  runStatusTones,
  triggerLabels,
} from '../labels';
import styles from '../records-source.module.css';

export const runPath = (id: number) => `/admin/records-source/runs/${String(id)}`;

/** The run's state in a few words: its progress while it works, its error once it failed. */
export function RunProgress({ run }: { run: TSyncRun }) {
  const { counts } = run;
  if (run.status === 'applying') {
    const total = rowsToWrite(run);
    return (
      <span className={tableStyles.detail}>
        {`${String(Math.min(counts.applied, total))} of ${String(total)} written`}
      </span>
    );
  }
  if (run.status === 'diffing') {
    const read = counts.new + counts.changed + counts.unchanged + counts.conflict;
    return (
      <span className={tableStyles.detail}>
        {plural(read + counts.rejected + counts.missing, 'row', 'rows')} read so far
      </span>
    );
  }
  if (run.error) return <span className={styles.errorText}>{run.error}</span>;
  if (run.applied_at) {
    return (
      <span className={tableStyles.detail}>Applied {formatInstitutionTime(run.applied_at)}</span>
    );
  }
  return null;
}

const helper = createColumnHelper<TSyncRun>();

const columns = helper.columns([
  helper.accessor('id', {
    header: 'Run',
    cell: ({ row }) => (
      <>
        <Link className={styles.runLink} to={runPath(row.original.id)}>
          Run {row.original.id}
        </Link>
        <span className={tableStyles.detail}>{formatInstitutionTime(row.original.created_at)}</span>
      </>
    ),
  }),
  helper.accessor('status', {
    header: 'Status',
    cell: ({ row }) => (
      <>
        <RequestStatusBadge
          status={row.original.status}
          label={runStatusLabels[row.original.status]}
          tone={runStatusTones[row.original.status]}
        />
        <RunProgress run={row.original} />
      </>
    ),
  }),
  helper.accessor('trigger', {
    header: 'Started by',
    cell: ({ row }) => {
      const run = row.original;
      return (
        <>
          <span>
            {triggerLabels[run.trigger]}
            {run.requested_by ? `: ${run.requested_by}` : ''}
          </span>
          <span className={tableStyles.detail}>
            {runSourceLabels[run.source]}, {modeLabels[run.mode]}
          </span>
        </>
      );
    },
  }),
  helper.accessor('counts', {
    header: 'Rows',
    cell: ({ row }) => {
      const { counts } = row.original;
      return (
        <span className={styles.counts}>
          {`${String(counts.new)} new, ${String(counts.changed)} changed, ${plural(counts.conflict, 'conflict', 'conflicts')}, ${String(counts.rejected)} rejected, ${String(counts.missing)} missing`}
        </span>
      );
    },
  }),
]) as ColumnDef<TSyncRun>[];

export interface RunsTableProps {
  runs: readonly TSyncRun[];
  isLoading: boolean;
}

/** The sync runs, newest first, each linking to its preview. */
export function RunsTable({ runs, isLoading }: RunsTableProps) {
  return (
    <ListTable
      caption="Sync runs"
      columns={columns}
      data={runs}
      isLoading={isLoading}
      emptyMessage="No sync has run yet"
    />
  );
}
