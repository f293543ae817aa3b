import { useCallback, useEffect } from 'react';
import { useLocation } from '@registrar/shared-ui/router';
import {
  certificateApplicationStatusLabels,
  type TCertificateApplicationSortField,
  type TCertificateApplicationStatus,
  type TCertificateApplicationSummary,
} from '@registrar/shared-api';
import { Button } from '@registrar/shared-ui';
import { useRowSelection } from '../../components/bulk-status';
import { tableSortOf, type ListSort } from '../../components/list-sort';
import { PageHeading } from '../../components/page-heading';
import { Pager } from '../../components/pager';
import { certificateApplicationsApi } from './api';
import { CertificateApplicationsTable } from './components/certificate-applications-table';
import { CertificateBulkForm } from './components/certificate-bulk-form';
import { CertificateFilters } from './components/certificate-filters';
import { useListQuery } from './use-list-query';
import styles from '../../components/screen-styles.module.css';
import { useApiData } from '../../hooks/use-api-data';

const NO_ROWS: readonly TCertificateApplicationSummary[] = [];

/** How the rows are ordered, in words, after the count ("12 applications, newest first"). */
const orderWords: Record<TCertificateApplicationSortField, Record<'asc' | 'desc', string>> = {
  created_at: { desc: 'newest first', asc: 'oldest first' },
  total: { desc: 'highest total first', asc: 'lowest total first' },
  status: { asc: 'earliest status first', desc: 'latest status first' },
  tracking_id: { asc: 'by reference, A to Z', desc: 'by reference, Z to A' },
  applicant: { asc: 'by applicant, A to Z', desc: 'by applicant, Z to A' },
  matric_number: { asc: 'by matric number, A to Z', desc: 'by matric number, Z to A' },
};
const orderOf = (sort: ListSort<TCertificateApplicationSortField>) =>
  orderWords[sort.field][sort.direction];

/**
 * Spec §2 /admin/certificate-applications: find, sort, open and move certificate and
 * attestation requests (several at once through the bulk form).
 */
export default function CertificateApplicationsPage() {
  const location = useLocation();
  const { filters, query, sort, applyFilters, applySort, pageHref } = useListQuery();

  const fetchList = useCallback(
    (signal?: AbortSignal) => certificateApplicationsApi.list(query, signal),
    [query],
  );
  const { data: list, setData, load } = useApiData(fetchList);
  const rows = list ? list.data : NO_ROWS;
  const { selectedIds, allSelected, onToggle, onToggleAll, clear } = useRowSelection(rows);
  // Another page or filter shows other rows: the selection does not carry over.
  useEffect(() => clear(), [query, clear]);

  /** Spec §4: once the server accepts, the row's status and its label change in place. */
  const onMoved = (moved: { id: number; status: TCertificateApplicationStatus }[]) =>
    setData((current) => {
      if (!current) return current;
      const next = new Map(moved.map(({ id, status }) => [id, status]));
      return {
        ...current,
        data: current.data.map((row) => {
          const status = next.get(row.id);
          if (!status) return row;
          const label = certificateApplicationStatusLabels[status];
          return { ...row, status, enums: { ...row.enums, status: label } };
        }),
      };
    });

  return (
    <section className={styles.page} aria-labelledby="admin-page-title">
      <PageHeading>Certificate Applications</PageHeading>
      <CertificateFilters key={location.search} filters={filters} onApply={applyFilters} />
      {list === false ? (
        <div role="alert" className={styles.loadError}>
          <p>The certificate applications could not be loaded.</p>
          <Button variant="secondary" onClick={() => void load()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <p className={styles.intro} aria-live="polite">
            {list
              ? `${String(list.total)} ${list.total === 1 ? 'application' : 'applications'}, ${orderOf(sort)}`
              : 'Loading certificate applications…'}
          </p>
          <CertificateBulkForm
            selectedIds={selectedIds}
            applications={rows}
            onMoved={onMoved}
            onDone={clear}
          />
          <CertificateApplicationsTable
            applications={rows}
            isLoading={list === null}
            listSearch={location.search}
            selectedIds={selectedIds}
            allSelected={allSelected}
            onToggle={onToggle}
            onToggleAll={onToggleAll}
            sort={tableSortOf(sort)}
            onSortChange={applySort}
          />
          {list && (
            <Pager
              links={list.links}
              currentPage={list.current_page}
              lastPage={list.last_page}
              pageHref={pageHref}
            />
          )}
        </>
      )}
    </section>
  );
}
