import type { TSyncRow } from '@registrar/shared-api';
import { createColumnHelper, type ColumnDef } from '@registrar/shared-ui';
import { RequestStatusBadge } from '../../../components/request-status-badge';
import tableStyles from '../../../components/request-table.module.css';
import { rowKindBadges } from '../labels';
import { ConflictDecision, RowDetails, type ConflictDecisionProps } from './row-details';

/** A diff row keyed by its place in the run, as the list table keys rows. */
export type ListedRow = TSyncRow & { id: number };

/** How conflicts are decided from the table: the row decided last and the one being decided. */
export type RowDecisions = Pick<ConflictDecisionProps, 'canDecide' | 'onDecide'> & {
  decidedSeq: number | null;
  busySeq: number | null;
};

const helper = createColumnHelper<ListedRow>();

/** The columns of a run's rows; with `decide`, a Decision column for the conflicts. */
export const rowColumns = (decide: RowDecisions | null) =>
  helper.columns([
    helper.accessor('seq', {
      header: 'Row',
      cell: ({ row }) => (
        <>
          <span className={tableStyles.name}>{row.original.seq}</span>
          <RequestStatusBadge
            status={row.original.kind}
            label={rowKindBadges[row.original.kind].label}
            tone={rowKindBadges[row.original.kind].tone}
          />
        </>
      ),
    }),
    helper.accessor('name', {
      header: 'Graduate',
      cell: ({ row }) => (
        <>
          <span className={tableStyles.name}>{row.original.name ?? '(no name)'}</span>
          {row.original.matric_number && <span>{row.original.matric_number}</span>}
          {row.original.student_id && (
            <span className={tableStyles.detail}>Student id {row.original.student_id}</span>
          )}
        </>
      ),
    }),
    helper.display({
      id: 'details',
      header: 'What it does',
      cell: ({ row }) => <RowDetails row={row.original} />,
    }),
    ...(decide
      ? [
          helper.display({
            id: 'decision',
            header: 'Decision',
            cell: ({ row }) => (
              <ConflictDecision
                row={row.original}
                canDecide={decide.canDecide}
                isJustDecided={decide.decidedSeq === row.original.seq}
                isBusy={decide.busySeq === row.original.seq}
                onDecide={decide.onDecide}
              />
            ),
          }),
        ]
      : []),
  ]) as ColumnDef<ListedRow>[];
