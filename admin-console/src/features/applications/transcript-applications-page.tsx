import { useCallback, useEffect } from 'react';
import { useLocation } from '@registrar/shared-ui/router';
import { useAppDispatch, useAppSelector } from '@registrar/shared-api';
import { Button } from '@registrar/shared-ui';
import { PageHeading } from '../../components/page-heading';
import { ApplicationsFilters } from './components/applications-filters';
import { ApplicationsTable } from './components/applications-table';
import { BulkStatusForm } from './components/bulk-status-form';
import { useRowSelection } from '../../components/bulk-status';
import { tableSortOf } from '../../components/list-sort';
import { Pager } from '../../components/pager';
import { fetchApplications, queryKeyOf, selectAdminApplications } from './store/applications-slice';
import './store/lazy-slices';
import { useListQuery } from './use-list-query';
import { useCopyFilterOptions } from './use-copy-filter-options';
import { countText } from './list-count';
import styles from '../../components/screen-styles.module.css';

/** Spec §2 /admin/applications: find, filter and move transcript applications. */
export default function TranscriptApplicationsPage() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { filters, query, sort, applyFilters, applySort, pageHref } = useListQuery();
  const copyOptions = useCopyFilterOptions(filters);
  const { status, applications, applications_meta, queryKey } =
    useAppSelector(selectAdminApplications);
  const key = queryKeyOf(query);

  const { selectedIds, onToggle, onToggleAll, clear } = useRowSelection(applications);

  const load = useCallback(() => dispatch(fetchApplications(query)), [dispatch, query]);
  useEffect(() => {
    const request = load();
    clear();
    return () => request.abort();
  }, [load, clear]);

  // Rows of another query are stale: show the loading state rather than mismatched data.
  const isCurrent = queryKey === key;
  const isLoading = !isCurrent || status === 'loading' || status === 'idle';
  const meta = isCurrent ? applications_meta : null;

  return (
    <section className={styles.page} aria-labelledby="admin-page-title">
      <PageHeading>Transcript Applications</PageHeading>
      <ApplicationsFilters
        key={location.search}
        filters={filters}
        onApply={applyFilters}
        purposeOptions={copyOptions.purposes}
        typeOptions={copyOptions.types}
      />

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
            {meta && !isLoading ? countText(meta) : 'Loading applications…'}
          </p>
          <BulkStatusForm selectedIds={selectedIds} applications={applications} onDone={clear} />
          <ApplicationsTable
            applications={isLoading ? [] : applications}
            isLoading={isLoading}
            selectedIds={selectedIds}
            onToggle={onToggle}
            onToggleAll={onToggleAll}
            sort={tableSortOf(sort)}
            onSortChange={applySort}
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
