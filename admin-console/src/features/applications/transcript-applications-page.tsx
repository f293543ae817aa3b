import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@registrar/shared-api';
import { Button } from '@registrar/shared-ui';
import { PageHeading } from '../../components/page-heading';
import { ApplicationsFilters } from './components/applications-filters';
import { ApplicationsTable } from './components/applications-table';
import { BulkStatusForm } from './components/bulk-status-form';
import { Pager } from '../../components/pager';
import { fetchApplications, queryKeyOf, selectAdminApplications } from './store/applications-slice';
import './store/lazy-slices';
import { useListQuery } from './use-list-query';
import styles from '../../components/screen-styles.module.css';

/** Spec §2 /admin/applications: find, filter and move transcript applications. */
export default function TranscriptApplicationsPage() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { filters, query, applyFilters, pageHref } = useListQuery();
  const { status, applications, applications_meta, queryKey } =
    useAppSelector(selectAdminApplications);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const key = queryKeyOf(query);

  const load = useCallback(() => dispatch(fetchApplications(query)), [dispatch, query]);
  useEffect(() => {
    const request = load();
    setSelectedIds(new Set());
    return () => request.abort();
  }, [load]);

  const onToggle = useCallback((id: number) => {
    setSelectedIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const onToggleAll = useCallback(() => {
    setSelectedIds((current) =>
      applications.every((a) => current.has(a.id))
        ? new Set()
        : new Set(applications.map((a) => a.id)),
    );
  }, [applications]);

  // Rows of another query are stale: show the loading state rather than mismatched data.
  const isCurrent = queryKey === key;
  const isLoading = !isCurrent || status === 'loading' || status === 'idle';
  const meta = isCurrent ? applications_meta : null;

  return (
    <section className={styles.page} aria-labelledby="admin-page-title">
      <PageHeading>Transcript Applications</PageHeading>
      <ApplicationsFilters key={location.search} filters={filters} onApply={applyFilters} />

      {status === 'failed' && isCurrent ? (
        <div role="alert" className={styles.loadError}>
          <p>The applications could not be loaded.</p>
          <Button variant="secondary" onClick={() => void load()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <p className={styles.intro} aria-live="polite">
            {meta && !isLoading
              ? `${String(meta.total)} ${meta.total === 1 ? 'application' : 'applications'}`
              : 'Loading applications…'}
          </p>
          <BulkStatusForm
            selectedIds={selectedIds}
            applications={applications}
            onDone={() => setSelectedIds(new Set())}
          />
          <ApplicationsTable
            applications={isLoading ? [] : applications}
            isLoading={isLoading}
            selectedIds={selectedIds}
            onToggle={onToggle}
            onToggleAll={onToggleAll}
            listSearch={location.search}
          />
          {meta && !isLoading && (
            <Pager
              links={meta.links}
              currentPage={meta.current_page}
              lastPage={meta.last_page}
              pageHref={pageHref}
            />
          )}
        </>
      )}
    </section>
  );
}
