import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  CERTIFICATE_APPLICATION_STATUSES,
  type TListCertificateApplicationsQuery,
} from '@registrar/shared-api';

export type Filters = { search: string; status: string; kind: string; from: string; to: string };
export const filterKeys = ['search', 'status', 'kind', 'from', 'to'] as const;

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  values.find((candidate) => candidate === value);

/** The list's state lives in the URL (shareable; Back steps through it). */
export function useListQuery() {
  const [params, setParams] = useSearchParams();
  const filters: Filters = useMemo(
    () => ({
      search: params.get('search') ?? '',
      status: params.get('status') ?? '',
      kind: params.get('kind') ?? '',
      from: params.get('from') ?? '',
      to: params.get('to') ?? '',
    }),
    [params],
  );
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const query: Partial<TListCertificateApplicationsQuery> = useMemo(() => {
    const status = oneOf(CERTIFICATE_APPLICATION_STATUSES, filters.status);
    const kind = oneOf(['certificate', 'attestation'] as const, filters.kind);
    return {
      page,
      ...(filters.search.trim() && { search: filters.search.trim() }),
      ...(status && { status }),
      ...(kind && { kind }),
      ...(isDate(filters.from) && { date_from: filters.from }),
      ...(isDate(filters.to) && { date_to: filters.to }),
    };
  }, [filters, page]);

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

  return { filters, query, applyFilters, pageHref, search: params.toString() };
}
