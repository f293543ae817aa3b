import type { TPageLink, TPaginated } from '@registrar/shared-api/contracts';

/** Pages on each side of the current one before the pager collapses the rest into '...'. */
const ON_EACH_SIDE = 3;

/**
 * Which page numbers the pager shows, with `null` for '...': Laravel's UrlWindow (all pages up
 * to 13, otherwise the first two, a window around the current page and the last two).
 */
export function pageWindow(current: number, last: number): (number | null)[] {
  const range = (from: number, to: number) =>
    Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  if (last < ON_EACH_SIDE * 2 + 8) return range(1, last);
  const window = ON_EACH_SIDE + 4;
  if (current <= window) return [...range(1, window + ON_EACH_SIDE), null, last - 1, last];
  if (current > last - window)
    return [1, 2, null, ...range(last - (window + ON_EACH_SIDE) + 1, last)];
  return [
    1,
    2,
    null,
    ...range(current - ON_EACH_SIDE, current + ON_EACH_SIDE),
    null,
    last - 1,
    last,
  ];
}

/**
 * The paginator body of an admin list (`applications_meta`). `baseUrl` is the list's path
 * (e.g. '/api/applications'); `query` holds the active filters, kept in every link.
 */
export function paginate<T>(
  rows: T[],
  total: number,
  page: number,
  perPage: number,
  baseUrl: string,
  query: Record<string, string | number | undefined | null> = {},
): TPaginated<T> {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const kept = Object.entries(query).filter(
    (entry): entry is [string, string | number] =>
      entry[1] !== undefined && entry[1] !== null && entry[1] !== '',
  );
  const urlOf = (target: number) => {
    const params = new URLSearchParams(
      kept.map(([key, value]): [string, string] => [key, String(value)]),
    );
    params.set('page', String(target));
    return `${baseUrl}?${params.toString()}`;
  };
  const first = (page - 1) * perPage + 1;
  const links: TPageLink[] = [
    { url: page > 1 ? urlOf(page - 1) : null, label: '« Previous', active: false },
    ...pageWindow(page, lastPage).map((n) =>
      n === null
        ? { url: null, label: '...', active: false }
        : { url: urlOf(n), label: String(n), active: n === page },
    ),
    { url: page < lastPage ? urlOf(page + 1) : null, label: 'Next »', active: false },
  ];
  return {
    data: rows,
    current_page: page,
    last_page: lastPage,
    per_page: perPage,
    total,
    from: rows.length > 0 ? first : null,
    to: rows.length > 0 ? first + rows.length - 1 : null,
    links,
  };
}
