import { useCallback, useMemo } from 'react';
import { apiRequest, copyTypeLabel, getApplicationData } from '@registrar/shared-api';
import { useApiData } from '../../../hooks/use-api-data';

export interface FilterOption {
  value: string;
  label: string;
}

const byLabel = (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label);

/** Distinct values, case-insensitively (the server compares them so), first spelling kept. */
function distinct(values: string[]): string[] {
  const seen = new Map<string, string>();
  for (const value of values)
    if (!seen.has(value.toLowerCase())) seen.set(value.toLowerCase(), value);
  return [...seen.values()];
}

/**
 * The choices of the purpose (application type) and type-of-copy filters: what the portal offers
 * (GET /application-data: the application types and the rate table's purposes and types), plus
 * the value in the URL so a shared link's filter still shows. While loading, or if the load
 * fails, only that value is offered (the filter itself still works).
 */
export function useCopyFilterOptions(current: { purpose: string; type: string }) {
  const fetcher = useCallback(
    (signal?: AbortSignal) => apiRequest(getApplicationData, { signal, isSilent: true }),
    [],
  );
  const { data } = useApiData(fetcher);
  return useMemo(() => {
    const reference = data || { application_types: [], transcript_rates: [] };
    const purposes = distinct([
      ...reference.application_types.map((type) => type.name),
      ...reference.transcript_rates.map((rate) => rate.purpose),
      ...(current.purpose ? [current.purpose] : []),
    ]).map((value) => ({ value, label: value }));
    const types = distinct([
      ...reference.transcript_rates.map((rate) => rate.type.toLowerCase()),
      ...(current.type ? [current.type.toLowerCase()] : []),
    ]).map((value) => ({ value, label: copyTypeLabel(value) }));
    return { purposes: purposes.sort(byLabel), types: types.sort(byLabel) };
  }, [data, current.purpose, current.type]);
}
