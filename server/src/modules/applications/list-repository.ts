import type {
  TApplicationDeliveryFilter,
  TApplicationSortField,
  TApplicationStatus,
} from '@registrar/shared-api/contracts';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database, Db } from '../../db/schema';
import { preparedQuery } from '../../lib/prepared-query';

/** The admin list's queries (README "List"): filters, page, capped count, estimate. */

export interface ListFilters {
  status?: TApplicationStatus;
  search?: { trackingId: string | null; words: string[] };
  fromInstant?: Date;
  toInstantExclusive?: Date;
  /** Some copy is for this purpose (any case). */
  purpose?: string;
  /** Some copy is of this type (stored lowercase). */
  type?: string;
  /** Some copy travels this way. */
  delivery?: TApplicationDeliveryFilter;
}

type CopyCondition = (
  eb: ExpressionBuilder<Database & { c: Database['application_copies'] }, 'c'>,
) => Expression<SqlBool>;

/**
 * The copy conditions of a delivery filter, written so each is a prefix of
 * application_copies_format_delivery_idx (format, delivery_type, application_id).
 */
const deliveryConditions: Record<TApplicationDeliveryFilter, CopyCondition> = {
  soft_copy: (eb) => eb('c.format', '=', 'soft_copy'),
  hard_copy: (eb) => eb('c.format', '=', 'hard_copy'),
  domestic: (eb) => eb.and([eb('c.format', '=', 'hard_copy'), eb('c.delivery_type', '=', 1)]),
  international: (eb) => eb.and([eb('c.format', '=', 'hard_copy'), eb('c.delivery_type', '=', 2)]),
};

/**
 * The copy filters, all on the same copy ("official" and "international": an official copy going
 * abroad). Each value is indexed with application_id (migration 0010), so the planner either
 * checks the applications met along the sort's index (application_copies_application_id_idx) or,
 * for a rare value, starts from the copies of that value.
 */
function copyConditions(filters: ListFilters): CopyCondition[] {
  const conditions: CopyCondition[] = [];
  const purpose = filters.purpose;
  if (purpose !== undefined)
    conditions.push((eb) => eb(eb.fn<string>('lower', ['c.purpose']), '=', purpose.toLowerCase()));
  const type = filters.type;
  if (type !== undefined) conditions.push((eb) => eb('c.type', '=', type.toLowerCase()));
  if (filters.delivery) conditions.push(deliveryConditions[filters.delivery]);
  return conditions;
}

/** LIKE pattern for "starts with", with the pattern characters of the input escaped. */
const startsWith = (value: string) => `${value.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

function filtered(db: Db, filters: ListFilters) {
  let query = db.selectFrom('applications as a');
  if (filters.status) query = query.where('a.status', '=', filters.status);
  if (filters.fromInstant) query = query.where('a.created_at', '>=', filters.fromInstant);
  if (filters.toInstantExclusive)
    query = query.where('a.created_at', '<', filters.toInstantExclusive);
  const copyFilters = copyConditions(filters);
  if (copyFilters.length > 0)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('application_copies as c')
          .select(sql<number>`1`.as('one'))
          .whereRef('c.application_id', '=', 'a.id')
          .where((copy) => copy.and(copyFilters.map((condition) => condition(copy)))),
      ),
    );
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
 * The ORDER BY keys of a sort, each matching an index (migrations 0009, 0010) so the page's ids
 * come from it in order: the sort key then `id` as the tie-break; the tracking id is unique, so
 * it needs none (and its unique index serves it).
 */
function orderKeys(table: 'a' | 'p', field: TApplicationSortField): Expression<unknown>[] {
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
  let page = filtered(db, filters).select('a.id');
  for (const key of orderKeys('a', sort.field)) page = page.orderBy(key, sort.direction);
  return page.limit(paging.limit).offset(paging.offset);
}

/**
 * No filter, no search: the list as it opens, and every page turn of it. Any other field of
 * ListFilters that is set (one added later too) means filtered, so the compiled-once page below
 * can never drop a filter.
 */
function isUnfiltered(filters: ListFilters): boolean {
  return Object.entries(filters).every(
    ([field, value]) =>
      value === undefined ||
      (field === 'search' && (value as ListFilters['search'])?.words.length === 0),
  );
}

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
 * The unfiltered page of each sort, compiled once (issue 9: building and compiling it with Kysely
 * was ~10% of the CPU of GET /applications under load) and sent unnamed, so PostgreSQL still plans
 * each LIMIT/OFFSET for its values.
 */
const unfilteredPages = new Map<
  string,
  (db: Db, limit: number, offset: number) => Promise<ListRow[]>
>();

function unfilteredPage(sort: ListSort) {
  const key = `${sort.field} ${sort.direction}`;
  let run = unfilteredPages.get(key);
  if (!run) {
    run = preparedQuery(
      (db: Db, limit: number, offset: number) => pageRows(db, {}, { limit, offset }, sort),
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
export async function listApplications(
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
