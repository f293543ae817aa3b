import type { TApplicationStatus } from '@registrar/shared-api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/schema';

/** The admin list's queries (README "List"): filters, page, capped count, estimate. */

export interface ListFilters {
  status?: TApplicationStatus;
  search?: { trackingId: string | null; words: string[] };
  fromInstant?: Date;
  toInstantExclusive?: Date;
}

/** LIKE pattern for "starts with", with the pattern characters of the input escaped. */
const startsWith = (value: string) => `${value.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

function filtered(db: Db, filters: ListFilters) {
  let query = db.selectFrom('applications as a');
  if (filters.status) query = query.where('a.status', '=', filters.status);
  if (filters.fromInstant) query = query.where('a.created_at', '>=', filters.fromInstant);
  if (filters.toInstantExclusive)
    query = query.where('a.created_at', '<', filters.toInstantExclusive);
  const search = filters.search;
  if (search && search.words.length > 0) {
    query = query.where((eb) => {
      const lower = (column: 'a.surname' | 'a.first_name' | 'a.matric_number' | 'a.email') =>
        eb.fn<string>('lower', [column]);
      const whole = search.words.join(' ');
      // Matric numbers and e-mail addresses never hold a space (both are validated), so input of
      // several words is not tried against them: fewer lower(...) calls per row scanned.
      const options =
        search.words.length === 1
          ? [
              eb(lower('a.matric_number'), 'like', startsWith(whole)),
              eb(lower('a.email'), 'like', startsWith(whole)),
            ]
          : [];
      options.push(
        eb(lower('a.surname'), 'like', startsWith(whole)),
        eb(lower('a.first_name'), 'like', startsWith(whole)),
      );
      if (search.trackingId) options.push(eb('a.tracking_id', '=', search.trackingId));
      // "Okafor Chinedu" or "Chinedu Okafor": surname and first name, either order.
      if (search.words.length === 2) {
        const [one, two] = search.words as [string, string];
        options.push(
          eb.and([
            eb(lower('a.surname'), 'like', startsWith(one)),
            eb(lower('a.first_name'), 'like', startsWith(two)),
          ]),
          eb.and([
            eb(lower('a.first_name'), 'like', startsWith(one)),
            eb(lower('a.surname'), 'like', startsWith(two)),
          ]),
        );
      }
      return eb.or(options);
    });
  }
  return query;
}

/**
 * How many applications match, counting no further than `upTo` + 1 rows (a LIMIT-ed subquery):
 * a result above `upTo` only says "more than upTo". The scan stops there, but a search's bitmap
 * still collects every match first (hence the estimate gate in list-total.ts).
 */
export const countApplications = async (db: Db, filters: ListFilters, upTo: number) =>
  Number(
    (
      await db
        .selectFrom(
          filtered(db, filters)
            .select(sql<number>`1`.as('one'))
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
export async function estimateApplications(db: Db, filters: ListFilters): Promise<number> {
  const [row] = await filtered(db, filters)
    .select(sql<number>`1`.as('one'))
    .explain<{ 'QUERY PLAN': QueryPlan | string }>('json');
  const plan = row?.['QUERY PLAN'];
  const parsed: QueryPlan = typeof plan === 'string' ? (JSON.parse(plan) as QueryPlan) : plan!;
  return Math.round(parsed[0].Plan['Plan Rows']);
}

/**
 * Lifecycle order of the statuses. Must stay the expression of the index
 * applications_status_order_id_idx (migration 0009) for that index to serve sort=status.
 */
const statusOrderOf = (table: 'a' | 'p') =>
  sql.raw(
    `array_position(ARRAY['pending_payment','paid','processing','on_hold','dispatched','sent','delivered','completed','rejected','cancelled','refunded'], ${table}.status)`,
  );

/**
 * One page of the list. The page's ids are found first (with the sort keys indexed with `id`,
 * an index-only scan that skips OFFSET rows without reading them), then only those rows are read
 * and their copies counted: the cost of a deep page is a walk along an index, not a read of
 * every skipped row.
 */
export function listApplications(
  db: Db,
  filters: ListFilters,
  paging: { limit: number; offset: number },
  sort: { field: 'created_at' | 'total' | 'status'; direction: 'asc' | 'desc' },
) {
  const orderOf = (table: 'a' | 'p') =>
    sort.field === 'status' ? statusOrderOf(table) : sql.ref(`${table}.${sort.field}`);
  const page = filtered(db, filters)
    .select('a.id')
    .orderBy(orderOf('a'), sort.direction)
    .orderBy('a.id', sort.direction)
    .limit(paging.limit)
    .offset(paging.offset);
  // = ANY(ARRAY(…)) rather than IN (…): an init plan and a primary-key lookup, ~30% cheaper to
  // plan than the semi-join IN becomes (planning is most of the SQL cost of a 10-row page).
  return db
    .selectFrom('applications as p')
    .where('p.id', '=', sql<number>`any(array(${page}))`)
    .selectAll('p')
    .select((eb) =>
      eb
        .selectFrom('application_copies as c')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('c.application_id', '=', 'p.id')
        .as('copies_count'),
    )
    .orderBy(orderOf('p'), sort.direction)
    .orderBy('p.id', sort.direction)
    .execute();
}
