import { formatInstitutionTime } from '@registrar/shared-api/core';
import { useMemo } from 'react';
import { Link } from '@registrar/shared-ui/router';
import {
  createColumnHelper,
  formatMoney,
  type ColumnDef,
  type DataTableSort,
} from '@registrar/shared-ui';
import { ListTable } from '../../../components/list-table';
import { selectionColumn } from '../../../components/bulk-status';
import { RequestStatusBadge } from '../../../components/request-status-badge';
import styles from '../../../components/request-table.module.css';
import { applicantName } from '../applicant-name';
import type { RequestDetail, RequestKind, RequestRow } from '../kind';

export interface RequestsTableProps<S extends RequestRow, D extends RequestDetail> {
  kind: RequestKind<S, D>;
  rows: readonly S[];
  isLoading: boolean;
  selectedIds: ReadonlySet<number>;
  allSelected: boolean;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
  /** The server's order (column ids are its sort fields) and the header that asks for another. */
  sort: DataTableSort;
  onSortChange: (sort: DataTableSort) => void;
  /** The list's URL search, so the detail's back link returns to the same page and filters. */
  listSearch: string;
}

/**
 * Reference and applicant (name, matric number, email: the matric number sorts from the filters'
 * Sort by), the kind's own columns, then total, status and date; accessor columns whose ids are
 * the server's sort fields sort from the header.
 */
function columnsOf<S extends RequestRow>(
  kindColumns: readonly ColumnDef<S>[],
  listSearch: string,
): ColumnDef<S>[] {
  const helper = createColumnHelper<S>();
  return [
    helper.accessor((row) => row.tracking_id, {
      id: 'tracking_id',
      header: 'Reference',
      cell: ({ row }) => (
        <Link className={styles.reference} to={String(row.original.id)} state={{ listSearch }}>
          {row.original.tracking_id}
        </Link>
      ),
    }),
    helper.accessor(applicantName, {
      id: 'applicant',
      header: 'Applicant',
      cell: ({ row }) => (
        <>
          <span className={styles.name}>{applicantName(row.original)}</span>
          <span className={styles.detail}>{row.original.applicant.matric_number}</span>
          <span className={styles.detail}>{row.original.applicant.email}</span>
        </>
      ),
    }),
    ...kindColumns,
    helper.accessor((row) => row.total, {
      id: 'total',
      header: 'Total',
      cell: ({ getValue }) => formatMoney(getValue(), { currency: 'NGN' }),
    }),
    helper.accessor((row) => row.status, {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (
        <RequestStatusBadge status={row.original.status} label={row.original.enums.status} />
      ),
    }),
    helper.accessor((row) => row.created_at, {
      id: 'created_at',
      header: 'Submitted',
      cell: ({ getValue }) => formatInstitutionTime(getValue()),
    }),
  ] as ColumnDef<S>[];
}

export function RequestsTable<S extends RequestRow, D extends RequestDetail>({
  kind,
  rows,
  isLoading,
  selectedIds,
  allSelected,
  onToggle,
  onToggleAll,
  sort,
  onSortChange,
  listSearch,
}: RequestsTableProps<S, D>) {
  const columns = useMemo(
    () => [
      selectionColumn<S>({
        selectedIds,
        allSelected,
        onToggle,
        onToggleAll,
        allLabel: `Select all ${kind.words.plural} on this page`,
        rowLabel: (row) => row.tracking_id,
      }),
      ...columnsOf<S>(kind.columns, listSearch),
    ],
    [kind, selectedIds, allSelected, onToggle, onToggleAll, listSearch],
  );
  return (
    <ListTable
      caption={kind.words.caption}
      columns={columns}
      data={rows}
      isLoading={isLoading}
      emptyMessage={`No ${kind.words.plural} match`}
      sort={sort}
      onSortChange={onSortChange}
    />
  );
}
