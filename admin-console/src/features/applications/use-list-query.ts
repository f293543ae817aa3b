import { useMemo } from 'react';
import { useSearchParams } from '@registrar/shared-ui/router';
import {
  applicationDeliveryFilters,
  applicationSortFields,
  applicationStatuses,
  type TApplicationSortField,
  type TApplicationStatus,
} from '@registrar/shared-api';
import type { DataTableSort } from '@registrar/shared-ui';
import { paramsWithSort, sortFromParams, type ListSort } from '../../components/list-sort';
import type { ListQuery } from './store/applications-slice';

export type Filters = {
  search: string;
  status: string;
  /** The application type: what a copy is for. */
  purpose: string;
  /** The type of copy (official, student). */
  type: string;
  delivery: string;
  from: string;
  to: string;
  sort: string;
  direction: string;
};

export const filterKeys = [
  'search',
  'status',
  'purpose',
  'type',
  'delivery',
  'from',
  'to',
  'sort',
  'direction',
] as const;

const DEFAULT_SORT: ListSort<TApplicationSortField> = {
  field: 'created_at',
  direction: 'desc',
};

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/**
 * The list's state lives in the URL (shareable, the back button steps through it): the page, the
 * filters as typed, and the query sent to the server (unknown values dropped).
 */
export function useListQuery() {
  const [params, setParams] = useSearchParams();

  const filters: Filters = useMemo(
    () => ({
      search: params.get('search') ?? '',
      status: params.get('status') ?? '',
      purpose: params.get('purpose') ?? '',
      type: params.get('type') ?? '',
      delivery: params.get('delivery') ?? '',
      from: params.get('from') ?? '',
      to: params.get('to') ?? '',
      sort: params.get('sort') ?? 'created_at',
      direction: params.get('direction') ?? 'desc',
    }),
    [params],
  );
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const sort = useMemo(() => sortFromParams(params, applicationSortFields, DEFAULT_SORT), [params]);

  const query: ListQuery = useMemo(() => {
    const status: TApplicationStatus | undefined = oneOf(applicationStatuses, filters.status);
    const delivery = oneOf(applicationDeliveryFilters, filters.delivery);
    const purpose = filters.purpose.trim().slice(0, 100);
    const type = filters.type.trim().slice(0, 50);
    return {
      page,
      per_page: 10,
      ...(filters.search.trim() && { search: filters.search.trim() }),
      ...(status && { status }),
      ...(purpose && { purpose }),
      ...(type && { type }),
      ...(delivery && { delivery }),
      ...(isDate(filters.from) && { from: filters.from }),
      ...(isDate(filters.to) && { to: filters.to }),
      sort: sort.field,
      direction: sort.direction,
    };
  }, [filters, page, sort]);

  /** Applying filters starts again at page 1; empty values leave the URL. */
  const applyFilters = (next: Filters) => {
    const entries = filterKeys
      .map((key): [string, string] => [key, next[key].trim()])
      .filter(([, value]) => value !== '');
    setParams(new URLSearchParams(entries));
  };

  const pageHref = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    return `?${next.toString()}`;
  };

  /** A sortable column header asked for another order: page 1 of it, filters kept. */
  const applySort = (next: DataTableSort) => {
    const search = paramsWithSort(params, next, applicationSortFields, DEFAULT_SORT);
    if (search) setParams(search);
  };

  return { filters, page, query, sort, applyFilters, applySort, pageHref };
}
