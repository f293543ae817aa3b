import { useMemo } from 'react';
import { Link } from '@registrar/shared-ui/router';
import { type TApplicationSummary } from '@registrar/shared-api';
import {
  DataTable,
  createColumnHelper,
  formatDate,
  formatMoney,
  type DataTableSort,
} from '@registrar/shared-ui';
import { referenceOf } from '../reference';
import { selectionColumn } from '../../../components/bulk-status';
import { RequestStatusBadge } from '../../../components/request-status-badge';
import styles from '../../../components/request-table.module.css';

export interface ApplicationsTableProps {
  applications: readonly TApplicationSummary[];
  isLoading: boolean;
  selectedIds: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
  /** The server's order (column ids are its sort fields) and the header that asks for another. */
  sort: DataTableSort;
  onSortChange: (sort: DataTableSort) => void;
  /** The list's URL search, so the detail's back link returns to the same page and filters. */
  listSearch: string;
}

const helper = createColumnHelper<TApplicationSummary>();
const applicantName = ({ applicant }: TApplicationSummary) =>
  [applicant.surname, applicant.first_name, applicant.other_names].filter(Boolean).join(' ');

export function ApplicationsTable({
  applications,
  isLoading,
  selectedIds,
  onToggle,
  onToggleAll,
  sort,
  onSortChange,
  listSearch,
}: ApplicationsTableProps) {
  const allSelected = applications.length > 0 && applications.every((a) => selectedIds.has(a.id));
  const columns = useMemo(
    () =>
      helper.columns([
        selectionColumn<TApplicationSummary>({
          selectedIds,
          allSelected,
          onToggle,
          onToggleAll,
          allLabel: 'Select all applications on this page',
          rowLabel: (row) => referenceOf(row.tracking_id),
        }),
        helper.accessor('tracking_id', {
          header: 'Reference',
          cell: ({ row }) => (
            <Link className={styles.reference} to={String(row.original.id)} state={{ listSearch }}>
              {referenceOf(row.original.tracking_id)}
            </Link>
          ),
        }),
        // Accessor columns whose ids are the server's sort fields: sortable from the header.
        helper.accessor(applicantName, {
          id: 'applicant',
          header: 'Applicant',
          cell: ({ row }) => (
            <>
              <span className={styles.name}>{applicantName(row.original)}</span>
              <span className={styles.email}>{row.original.applicant.email}</span>
            </>
          ),
        }),
        helper.accessor((row) => row.applicant.matric_number, {
          id: 'matric_number',
          header: 'Matric number',
        }),
        helper.accessor('copies_count', { header: 'Copies', enableSorting: false }),
        helper.accessor('total', {
          header: 'Total',
          cell: ({ getValue }) => formatMoney(getValue(), { currency: 'NGN' }),
        }),
        helper.accessor('status', {
          header: 'Status',
          cell: ({ row }) => (
            <RequestStatusBadge status={row.original.status} label={row.original.enums.status} />
          ),
        }),
        helper.accessor('created_at', {
          header: 'Submitted',
          cell: ({ getValue }) => formatDate(getValue()),
        }),
      ]),
    [allSelected, selectedIds, onToggle, onToggleAll, listSearch],
  );

  return (
    <DataTable
      caption="Transcript applications"
      isCaptionHidden
      columns={columns}
      data={applications}
      isLoading={isLoading}
      emptyMessage="No applications match"
      sort={sort}
      onSortChange={onSortChange}
      getRowId={(row) => String(row.id)}
    />
  );
}
