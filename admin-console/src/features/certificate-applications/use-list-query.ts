import { useMemo } from 'react';
import { useSearchParams } from '@registrar/shared-ui/router';
import {
  CERTIFICATE_APPLICATION_STATUSES,
  certificateApplicationSortFields,
  certificateDeliveryFilters,
  type TCertificateApplicationSortField,
  type TListCertificateApplicationsQuery,
} from '@registrar/shared-api';
import type { DataTableSort } from '@registrar/shared-ui';
import { paramsWithSort, sortFromParams, type ListSort } from '../../components/list-sort';

export type Filters = {
  search: string;
  status: string;
  kind: string;
  delivery: string;
  from: string;
  to: string;
  sort: string;
  direction: string;
};
export const filterKeys = [
  'search',
  'status',
  'kind',
  'delivery',
  'from',
  'to',
  'sort',
  'direction',
] as const;

/** The server's default order: newest first. */
export const DEFAULT_SORT: ListSort<TCertificateApplicationSortField> = {
  field: 'created_at',
  direction: 'desc',
};

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  values.find((candidate) => candidate === value);

/** The list's state lives in the URL (shareable; Back steps through it). */
export function useListQuery() {
  const [params, setParams] = useSearchParams();
  const sort = useMemo(
    () => sortFromParams(params, certificateApplicationSortFields, DEFAULT_SORT),
    [params],
  );
  const filters: Filters = useMemo(
    () => ({
      search: params.get('search') ?? '',
      status: params.get('status') ?? '',
      kind: params.get('kind') ?? '',
      delivery: params.get('delivery') ?? '',
      from: params.get('from') ?? '',
      to: params.get('to') ?? '',
      sort: sort.field,
      direction: sort.direction,
    }),
    [params, sort],
  );
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const query: Partial<TListCertificateApplicationsQuery> = useMemo(() => {
    const status = oneOf(CERTIFICATE_APPLICATION_STATUSES, filters.status);
    const kind = oneOf(['certificate', 'attestation'] as const, filters.kind);
    const delivery = oneOf(certificateDeliveryFilters, filters.delivery);
    const isDefaultSort =
      sort.field === DEFAULT_SORT.field && sort.direction === DEFAULT_SORT.direction;
    return {
      page,
      ...(filters.search.trim() && { search: filters.search.trim() }),
      ...(status && { status }),
      ...(kind && { kind }),
      ...(delivery && { delivery }),
      ...(isDate(filters.from) && { date_from: filters.from }),
      ...(isDate(filters.to) && { date_to: filters.to }),
      // The server's default order needs no parameters.
      ...(!isDefaultSort && { sort: sort.field, direction: sort.direction }),
    };
  }, [filters, page, sort]);

  /** Applying filters starts again at page 1; empty values and the default order leave the URL. */
  const applyFilters = (next: Filters) => {
    const isDefaultSort =
      next.sort === DEFAULT_SORT.field && next.direction === DEFAULT_SORT.direction;
    const entries = filterKeys
      .filter((key) => !(isDefaultSort && (key === 'sort' || key === 'direction')))
      .map((key): [string, string] => [key, next[key].trim()])
      .filter(([, value]) => value !== '');
    setParams(new URLSearchParams(entries));
  };

  /** A sortable column header asked for another order: page 1 of it, filters kept. */
  const applySort = (next: DataTableSort) => {
    const search = paramsWithSort(params, next, certificateApplicationSortFields, DEFAULT_SORT);
    if (search) setParams(search);
  };

  const pageHref = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    return `?${next.toString()}`;
  };

  return { filters, query, sort, applyFilters, applySort, pageHref, search: params.toString() };
}
