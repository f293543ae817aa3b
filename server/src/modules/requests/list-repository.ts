import { requestStatuses, type TApplicationSortField } from '@registrar/shared-api/contracts';
import { type Expression, sql } from 'kysely';
import type { Db } from '../../db/schema';
import { copyFilters, filtered, filteredByKey, type ListFilters, matching } from './list-filters';

export type { ListFilters } from './list-filters';

/** A staff list's queries (README "Staff lists"): the page's ids, a capped count, the estimate. */
/**
 * How many requests match, counting no further than `upTo` + 1 rows (a LIMIT-ed subquery):
 * a result above `upTo` only says "more than upTo". The scan stops there, but a search's bitmap
 * still collects every match first (hence the estimate gate in list-total.ts).
 */
export const countRequests = async (db: Db, filters: ListFilters, upTo: number) =>
  Number(
    (
      await db
        .selectFrom(
          matching(db, filters)
            .limit(upTo + 1)
            .as('m'),
        )
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

type QueryPlan = [{ Plan: { 'Plan Rows': number } }];

/**
 * The planner's estimate of the matching rows (EXPLAIN, nothing executed): from the table
 * statistics that ANALYZE/autovacuum keep (pg_class.reltuples scaled to the table's current
 * size, column histograms for the filters). PGlite answers it too.
 */
export async function estimateRequests(db: Db, filters: ListFilters): Promise<number> {
  const [row] = await matching(db, filters).explain<{ 'QUERY PLAN': QueryPlan | string }>('json');
  const plan = row?.['QUERY PLAN'];
  const parsed: QueryPlan = typeof plan === 'string' ? (JSON.parse(plan) as QueryPlan) : plan!;
  return Math.round(parsed[0].Plan['Plan Rows']);
}

/** The contract's status list as an SQL array literal (constants, not input: safe to inline). */
const STATUS_ARRAY = `ARRAY[${requestStatuses.map((status) => `'${status}'`).join(',')}]`;

/**
 * Lifecycle order of the statuses of a request joined as `table`. Must stay the expression of the
 * index applications_list_status_order_id_idx (migration 0019) for that index to serve sort=status.
 */
export const statusOrderOf = (table: 'a' | 'p') =>
  sql.raw(`array_position(${STATUS_ARRAY}, ${table}.status)`);

/**
 * The ORDER BY keys of a sort, each matching an index led by the list (migration 0019) so the
 * page's ids come from it in order: the sort key then `id` as the tie-break; the tracking id is
 * unique, so it needs none (and its unique index serves it).
 */
export function orderKeys(table: 'a' | 'p', field: TApplicationSortField): Expression<unknown>[] {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const id = column('id');
  switch (field) {
    case 'status':
      return [statusOrderOf(table), id];
    case 'tracking_id':
      return [column('tracking_id')];
    case 'applicant':
      return [sql`lower(${column('surname')})`, sql`lower(${column('first_name')})`, id];
    default:
      return [column(field), id];
  }
}

export interface ListSort {
  field: TApplicationSortField;
  direction: 'asc' | 'desc';
}

/** The ids of one page, in order (exported so a test can EXPLAIN it: no Sort node, an index). */
export function pageIds(
  db: Db,
  filters: ListFilters,
  paging: { limit: number; offset: number },
  sort: ListSort,
) {
  const { key } = copyFilters(filters);
  if (key !== undefined && sort.field === 'created_at')
    return filteredByKey(db, filters, key)
      .select('k.application_id as id')
      .orderBy('k.created_at', sort.direction)
      .orderBy('k.application_id', sort.direction)
      .limit(paging.limit)
      .offset(paging.offset);
  let page = filtered(db, filters).select('a.id');
  for (const key of orderKeys('a', sort.field)) page = page.orderBy(key, sort.direction);
  return page.limit(paging.limit).offset(paging.offset);
}

/**
 * No filter, no search: the list as it opens, and every page turn of it. Any other field of
 * ListFilters that is set (one added later too) means filtered, so a page compiled once for the
 * unfiltered list can never drop a filter.
 */
export function isUnfiltered(filters: ListFilters): boolean {
  return Object.entries(filters).every(
    ([field, value]) =>
      field === 'list' ||
      value === undefined ||
      (field === 'search' && (value as ListFilters['search'])?.words.length === 0),
  );
}
