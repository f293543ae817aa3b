import { useMemo } from 'react';
import { Link } from '@registrar/shared-ui/router';
import type { TCertificateApplicationSummary } from '@registrar/shared-api';
import {
  DataTable,
  createColumnHelper,
  formatDate,
  formatMoney,
  type ColumnDef,
  type DataTableSort,
} from '@registrar/shared-ui';
import { selectionColumn } from '../../../components/bulk-status';
import { RequestStatusBadge } from '../../../components/request-status-badge';
import styles from '../../../components/request-table.module.css';

const helper = createColumnHelper<TCertificateApplicationSummary>();
export const applicantName = ({ applicant }: Pick<TCertificateApplicationSummary, 'applicant'>) =>
  [applicant.surname, applicant.first_name, applicant.other_names].filter(Boolean).join(' ');

/** The data columns; the column ids the server sorts by are its sort fields. */
const columnsFor = (listSearch: string) =>
  [
    helper.accessor('tracking_id', {
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
          <span className={styles.email}>{row.original.applicant.email}</span>
        </>
      ),
    }),
    helper.accessor((row) => row.applicant.matric_number, {
      id: 'matric_number',
      header: 'Matric number',
    }),
    helper.display({ id: 'kind', header: 'Kind', cell: ({ row }) => row.original.enums.kind }),
    helper.accessor('total', {
      header: 'Total',
      cell: ({ row }) => formatMoney(row.original.total, { currency: 'NGN' }),
    }),
    helper.accessor('status', {
      header: 'Status',
      cell: ({ row }) => (
        <RequestStatusBadge status={row.original.status} label={row.original.enums.status} />
      ),
    }),
    helper.accessor('created_at', {
      header: 'Submitted',
      cell: ({ row }) => formatDate(row.original.created_at),
    }),
  ] as ColumnDef<TCertificateApplicationSummary>[];

export interface CertificateApplicationsTableProps {
  applications: readonly TCertificateApplicationSummary[];
  isLoading: boolean;
  /** The list's URL search, so the detail's back link returns to the same page and filters. */
  listSearch: string;
  selectedIds: ReadonlySet<number>;
  allSelected: boolean;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
  /** The server's order and the header that asks for another. */
  sort: DataTableSort;
  onSortChange: (sort: DataTableSort) => void;
}

export function CertificateApplicationsTable({
  applications,
  isLoading,
  listSearch,
  selectedIds,
  allSelected,
  onToggle,
  onToggleAll,
  sort,
  onSortChange,
}: CertificateApplicationsTableProps) {
  const columns = useMemo(
    () => [
      selectionColumn<TCertificateApplicationSummary>({
        selectedIds,
        allSelected,
        onToggle,
        onToggleAll,
        allLabel: 'Select all certificate applications on this page',
        rowLabel: (row) => row.tracking_id,
      }),
      ...columnsFor(listSearch),
    ],
    [selectedIds, allSelected, onToggle, onToggleAll, listSearch],
  );
  return (
    <DataTable
      caption="Certificate applications"
      isCaptionHidden
      columns={columns}
      data={applications}
      isLoading={isLoading}
      emptyMessage="No certificate applications match"
      sort={sort}
      onSortChange={onSortChange}
      getRowId={(row) => String(row.id)}
    />
  );
}
