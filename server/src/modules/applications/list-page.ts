import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { preparedQuery } from '../../lib/prepared-query';
import {
  isUnfiltered,
  type ListFilters,
  type ListSort,
  orderKeys,
  pageIds,
} from '../requests/list-repository';

/** The transcript list's page: the request list's page ids, then their rows and copy counts. */

/** The page's rows: the ids of pageIds, then those rows with their copies counted. */
function pageRows(
  db: Db,
  filters: ListFilters,
  paging: { limit: number; offset: number },
  sort: ListSort,
) {
  const page = pageIds(db, filters, paging, sort);
  // = ANY(ARRAY(…)) rather than IN (…): an init plan and a primary-key lookup, ~30% cheaper to
  // plan than the semi-join IN becomes (planning is most of the SQL cost of a 10-row page).
  let rows = db
    .selectFrom('applications as p')
    .where('p.id', '=', sql<number>`any(array(${page}))`)
    .selectAll('p')
    .select((eb) =>
      eb
        .selectFrom('application_copies as c')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('c.application_id', '=', 'p.id')
        .as('copies_count'),
    );
  for (const key of orderKeys('p', sort.field)) rows = rows.orderBy(key, sort.direction);
  return rows;
}

/**
 * The unfiltered page of each sort, compiled once (building and compiling it with Kysely
 * was ~10% of the CPU of GET /applications under load) and sent unnamed, so PostgreSQL still plans
 * each LIMIT/OFFSET for its values.
 */
const unfilteredPages = new Map<
  string,
  (db: Db, limit: number, offset: number) => Promise<ListRow[]>
>();

export function unfilteredPage(sort: ListSort) {
  const key = `${sort.field} ${sort.direction}`;
  let run = unfilteredPages.get(key);
  if (!run) {
    run = preparedQuery(
      (db: Db, limit: number, offset: number) =>
        pageRows(db, { list: 'transcript' }, { limit, offset }, sort),
      [0, 0],
      { named: false },
    );
    unfilteredPages.set(key, run);
  }
  return run;
}

/**
 * One page of the list. The page's ids are found first (with the sort keys indexed with `id`,
 * an index-only scan that skips OFFSET rows without reading them), then only those rows are read
 * and their copies counted: the cost of a deep page is a walk along an index, not a read of
 * every skipped row.
 */
export function transcriptListPage(
  db: Db,
  filters: ListFilters,
  paging: { limit: number; offset: number },
  sort: ListSort,
): Promise<ListRow[]> {
  if (isUnfiltered(filters)) {
    return unfilteredPage(sort)(db, paging.limit, paging.offset);
  }
  return pageRows(db, filters, paging, sort).execute();
}

export type ListRow = Awaited<ReturnType<ReturnType<typeof pageRows>['execute']>>[number];
