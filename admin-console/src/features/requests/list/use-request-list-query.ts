import { useMemo } from 'react';
import { useSearchParams } from '@registrar/shared-ui/router';
import { applicationSortFields, type TApplicationSortField } from '@registrar/shared-api';
import type { DataTableSort } from '@registrar/shared-ui';
import { paramsWithSort, sortFromParams, type ListSort } from '../../../components/list-sort';
import type { Filters, RequestKind, RequestDetail, RequestRow } from '../kind';
import type { ListQuery } from '../store/requests-slice';
import { PER_PAGE } from '../../../components/page-size';

/** The columns every kind's list sorts by. */
export type SortField = TApplicationSortField;
export const sortFields = applicationSortFields;

/** The server's default order: newest first (left out of the URL and the query). */
export const DEFAULT_SORT: ListSort<SortField> = { field: 'created_at', direction: 'desc' };

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const isOneOf = (values: readonly string[], value: string) => values.includes(value);

/** The filter keys of a kind, in URL order: the common ones around the kind's own. */
export const filterKeysOf = (extra: readonly string[]) => [
  'search',
  'status',
  ...extra,
  'delivery',
  'session',
  'from',
  'to',
  'sort',
  'direction',
];

/** Every filter empty, newest first: what Clear applies. */
export const clearedFilters = (extra: readonly string[]): Filters => ({
  ...Object.fromEntries(filterKeysOf(extra).map((key) => [key, ''])),
  sort: DEFAULT_SORT.field,
  direction: DEFAULT_SORT.direction,
});

/**
 * The list's state lives in the URL (shareable, the back button steps through it): the page, the
 * filters as typed, and the query sent to the server (unknown values dropped).
 */
export function useRequestListQuery<S extends RequestRow, D extends RequestDetail>(
  kind: RequestKind<S, D>,
) {
  const [params, setParams] = useSearchParams();
  const keys = useMemo(() => filterKeysOf(kind.extraFilterKeys), [kind]);
  const sort = useMemo(() => sortFromParams(params, sortFields, DEFAULT_SORT), [params]);
  const filters: Filters = useMemo(
    () => ({
      ...Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])),
      sort: sort.field,
      direction: sort.direction,
    }),
    [keys, params, sort],
  );
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const query: ListQuery = useMemo(() => {
    const value = (key: string) => (filters[key] ?? '').trim();
    const isDefaultSort =
      sort.field === DEFAULT_SORT.field && sort.direction === DEFAULT_SORT.direction;
    return {
      page,
      per_page: PER_PAGE,
      ...(value('search') && { search: value('search') }),
      ...(isOneOf(kind.statuses, value('status')) && { status: value('status') }),
      ...kind.extraQuery(filters),
      ...(kind.deliveryOptions.some((option) => option.value === value('delivery')) && {
        delivery: value('delivery'),
      }),
      ...(value('session') && { graduation_session: value('session') }),
      ...(isDate(value('from')) && { [kind.dateParams.from]: value('from') }),
      ...(isDate(value('to')) && { [kind.dateParams.to]: value('to') }),
      ...(!isDefaultSort && { sort: sort.field, direction: sort.direction }),
    };
  }, [kind, filters, page, sort]);

  /** Applying filters starts again at page 1; empty values and the default order leave the URL. */
  const applyFilters = (next: Filters) => {
    const isDefaultSort =
      next.sort === DEFAULT_SORT.field && next.direction === DEFAULT_SORT.direction;
    const entries = keys
      .filter((key) => !(isDefaultSort && (key === 'sort' || key === 'direction')))
      .map((key): [string, string] => [key, (next[key] ?? '').trim()])
      .filter(([, value]) => value !== '');
    setParams(new URLSearchParams(entries));
  };

  /** A sortable column header asked for another order: page 1 of it, filters kept. */
  const applySort = (next: DataTableSort) => {
    const search = paramsWithSort(params, next, sortFields, DEFAULT_SORT);
    if (search) setParams(search);
  };

  const pageHref = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    return `?${next.toString()}`;
  };

  return { filters, query, sort, applyFilters, applySort, pageHref };
}
