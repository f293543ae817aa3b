import type { TPageLink } from '@registrar/shared-api';
import type { RecordedRequest, Reply } from '../../../jest/support/test-server';

/** A request's query string as an object, for comparing what a list sent. */
export const queryOf = (request: RecordedRequest | undefined) =>
  Object.fromEntries(request?.query ?? []);

type Paging = { current?: number; last?: number; total?: number };

/**
 * A page of a list in the server's paginator shape (10 a page): `rows` as page `current` of
 * `last`, with the Previous, numbered and Next links of the endpoint at `path`.
 */
export function pageBody<T>(
  path: string,
  rows: readonly T[],
  { current = 1, last = 1, total = rows.length }: Paging = {},
) {
  const url = (n: number) => `http://test/api${path}?page=${String(n)}`;
  const links: TPageLink[] = [
    { url: current > 1 ? url(current - 1) : null, label: '&laquo; Previous', active: false },
    ...Array.from({ length: last }, (_, i) => ({
      url: url(i + 1),
      label: String(i + 1),
      active: i + 1 === current,
    })),
    { url: current < last ? url(current + 1) : null, label: 'Next &raquo;', active: false },
  ];
  return {
    data: rows,
    current_page: current,
    last_page: last,
    per_page: 10,
    total,
    from: rows.length ? (current - 1) * 10 + 1 : null,
    to: rows.length ? (current - 1) * 10 + rows.length : null,
    links,
  };
}

/** The server's success answer carrying that page. */
export const paginated = <T>(path: string, rows: readonly T[], paging?: Paging): Reply => ({
  status: 200,
  body: { status: 'success', data: pageBody(path, rows, paging) },
});

/** A list that fits on one page, in the server's paginator shape without page links. */
export const onePage = <T>(rows: readonly T[]) => ({
  data: rows,
  current_page: 1,
  last_page: 1,
  per_page: 10,
  total: rows.length,
  from: rows.length ? 1 : null,
  to: rows.length || null,
  links: [],
});
