import { useCallback, useEffect, useMemo } from 'react';
import { useLocation } from '@registrar/shared-ui/router';
import { useAppDispatch, useAppSelector } from '@registrar/shared-api';
import { Button } from '@registrar/shared-ui';
import { BulkStatusForm, useRowSelection } from '../../../components/bulk-status';
import { tableSortOf } from '../../../components/list-sort';
import { PageHeading } from '../../../components/page-heading';
import { Pager } from '../../../components/pager';
import styles from '../../../components/screen-styles.module.css';
import type { RequestDetail, RequestKind, RequestRow, RequestStatus } from '../kind';
import {
  fetchRequests,
  queryKeyOf,
  requestStatusChanged,
  selectAdminRequests,
} from '../store/requests-slice';
import '../store/lazy-slices';
import { countText, orderText } from './count-text';
import { RequestFilters } from './request-filters';
import { RequestsTable } from './requests-table';
import { useRequestListQuery } from './use-request-list-query';

/** A kind's list: find, filter, sort, open and move its requests (several at once in bulk). */
export function RequestsPage<S extends RequestRow, D extends RequestDetail>({
  kind,
}: {
  kind: RequestKind<S, D>;
}) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { filters, query, sort, applyFilters, applySort, pageHref } = useRequestListQuery(kind);
  const extraFields = kind.useExtraFilters(filters);
  const list = useAppSelector(selectAdminRequests)[kind.id];
  const key = queryKeyOf(query);
  // Rows of another query are stale: show the loading state rather than mismatched data.
  const isCurrent = list.queryKey === key;
  const isLoading = !isCurrent || list.status === 'loading' || list.status === 'idle';
  const meta = isCurrent && !isLoading ? list.applications_meta : null;
  // The store holds the rows this kind's list endpoint answered.
  const rows = useMemo(() => (isLoading ? [] : (list.applications as S[])), [isLoading, list]);

  const { selectedIds, allSelected, onToggle, onToggleAll, clear } = useRowSelection(rows);
  const load = useCallback(
    () => dispatch(fetchRequests({ kind: kind.id, query })),
    [dispatch, kind.id, query],
  );
  useEffect(() => {
    const request = load();
    // Another page or filter shows other rows: the selection does not carry over.
    clear();
    return () => request.abort();
  }, [load, clear]);

  const bulkRows = useMemo(
    () => rows.map(({ id, status, tracking_id }) => ({ id, status, reference: tracking_id })),
    [rows],
  );
  /** Once the server accepts, each moved row's status and its label change in place (spec §4). */
  const onMoved = (moved: { id: number; status: RequestStatus }[]) => {
    for (const { id, status } of moved)
      dispatch(requestStatusChanged({ kind: kind.id, id, status, label: kind.labels[status] }));
  };

  const count = meta && `${countText(meta)}${kind.saysOrder ? `, ${orderText(sort)}` : ''}`;
  return (
    <section className={styles.page} aria-labelledby="admin-page-title">
      <PageHeading>{kind.words.title}</PageHeading>
      <RequestFilters
        key={location.search}
        label={kind.words.filterLabel}
        filters={filters}
        onApply={applyFilters}
        statuses={kind.statuses}
        labels={kind.labels}
        deliveryOptions={kind.deliveryOptions}
        extraKeys={kind.extraFilterKeys}
        extraFields={extraFields}
      />
      {list.status === 'failed' && isCurrent ? (
        <div role="alert" className={styles.loadError}>
          <p>The {kind.words.plural} could not be loaded.</p>
          <Button variant="secondary" onClick={() => void load()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <p className={styles.intro} aria-live="polite">
            {count || `Loading ${kind.words.plural}…`}
          </p>
          <BulkStatusForm<RequestStatus>
            rows={bulkRows}
            selectedIds={selectedIds}
            targets={kind.bulkTargets}
            nextStatuses={kind.nextStatuses}
            labels={kind.labels}
            send={kind.bulkUpdate}
            onMoved={onMoved}
            onDone={clear}
            confirmMoves={kind.finalMoves}
          />
          <RequestsTable
            kind={kind}
            rows={rows}
            isLoading={isLoading}
            selectedIds={selectedIds}
            allSelected={allSelected}
            onToggle={onToggle}
            onToggleAll={onToggleAll}
            sort={tableSortOf(sort)}
            onSortChange={applySort}
            listSearch={location.search}
          />
          {meta && (
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
