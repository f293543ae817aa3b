import { useMemo } from 'react';
import { useSearchParams } from '@registrar/shared-ui/router';
import { ZMailStatus, type TListMailQuery } from '@registrar/shared-api';
import { pageParam } from '../../hooks/use-search-page';

/** The filters as typed ('' = any). */
export type MailFilterDraft = { status: string; search: string };
export const emptyMailFilters: MailFilterDraft = { status: '', search: '' };

/** Status, search and page live in the URL (shareable; Back steps through them). */
export function useMailFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim().slice(0, 100) ?? '';
  const parsedStatus = ZMailStatus.safeParse(params.get('status'));
  const status = parsedStatus.success ? parsedStatus.data : undefined;
  const page = pageParam(params.get('page'));

  const query: Partial<TListMailQuery> = useMemo(
    () => ({ page, ...(status && { status }), ...(search && { search }) }),
    [page, status, search],
  );
  const draft: MailFilterDraft = { status: status ?? '', search };

  /** Applying filters starts again at page 1; empty values leave the URL. */
  const applyFilters = (next: MailFilterDraft) =>
    setParams(
      new URLSearchParams(
        (['status', 'search'] as const)
          .map((key): [string, string] => [key, next[key].trim()])
          .filter(([, value]) => value !== ''),
      ),
    );
  const pageHref = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    return `?${next.toString()}`;
  };

  return { query, draft, isFiltered: Boolean(status || search), applyFilters, pageHref };
}
