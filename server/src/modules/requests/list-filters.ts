import type {
  TApplicationDeliveryFilter,
  TApplicationStatus,
} from '@registrar/shared-api/contracts';
import {
  type Expression,
  type ExpressionBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import type { Database, Db } from '../../db/schema';
import type { RequestKind, RequestList } from '../../db/schema-applications';

/**
 * A staff list's filters as queries (README "Staff lists"); the page and totals are in
 * list-repository.ts and list-total.ts. The transcript list and the certificate list are the same
 * queries over their own `list` of requests.
 */
export interface ListFilters {
  /** Which list: transcript applications, or certificate and attestation applications. */
  list: RequestList;
  /** One kind of the list's (the certificate list holds certificates and attestations). */
  kind?: RequestKind;
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
  /** The graduate record's academic session: its code, upper-cased. */
  graduationSession?: string | undefined;
}

type CopyCondition = (
  eb: ExpressionBuilder<Database & { c: Database['application_copies'] }, 'c'>,
) => Expression<SqlBool>;

const deliveryConditions: Record<TApplicationDeliveryFilter, CopyCondition> = {
  soft_copy: (eb) => eb('c.format', '=', 'soft_copy'),
  hard_copy: (eb) => eb('c.format', '=', 'hard_copy'),
  domestic: (eb) => eb.and([eb('c.format', '=', 'hard_copy'), eb('c.delivery_type', '=', 1)]),
  international: (eb) => eb.and([eb('c.format', '=', 'hard_copy'), eb('c.delivery_type', '=', 2)]),
};

/**
 * The copy filters given, as list keys (application_list_keys, migrations 0017 and 0019: the
 * list, then the value) and as conditions on one copy. A request has a key when some copy has
 * that value; with several copy filters one copy must match them all ("official" and
 * "international": an official copy going abroad), so the first key finds the candidates and the
 * copies are checked for the rest.
 */
export function copyFilters(filters: ListFilters) {
  const keys: string[] = [];
  const conditions: CopyCondition[] = [];
  const { list, purpose, delivery, type } = filters;
  if (purpose !== undefined) {
    keys.push(`${list}:purpose:${purpose.toLowerCase()}`);
    conditions.push((eb) => eb(eb.fn<string>('lower', ['c.purpose']), '=', purpose.toLowerCase()));
  }
  if (delivery !== undefined) {
    keys.push(`${list}:delivery:${delivery}`);
    conditions.push(deliveryConditions[delivery]);
  }
  if (type !== undefined) {
    keys.push(`${list}:type:${type.toLowerCase()}`);
    conditions.push((eb) => eb('c.type', '=', type.toLowerCase()));
  }
  return { key: keys[0], conditions };
}

/** LIKE pattern for "starts with", with the pattern characters of the input escaped. */
const startsWith = (value: string) => `${value.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The kind of every request of a list that holds one kind: a condition the query states so the
 * list's status index (list, status, kind, created_at, id) still gives its order.
 */
const onlyKindOf: Record<RequestList, RequestKind | undefined> = {
  transcript: 'transcript',
  certificate: undefined,
};

/** The request's own filters: its list, kind, status, dates, search. */
function applicationFilters(
  eb: ExpressionBuilder<Database & { a: Database['applications'] }, 'a'>,
  filters: ListFilters,
): Expression<SqlBool>[] {
  // The list as a literal (one of two constants): an unfiltered page is compiled once per list.
  const conditions: Expression<SqlBool>[] = [eb('a.list', '=', sql.lit(filters.list))];
  const kind = filters.kind ?? onlyKindOf[filters.list];
  if (kind) conditions.push(eb('a.kind', '=', sql.lit(kind)));
  if (filters.status) conditions.push(eb('a.status', '=', filters.status));
  if (filters.fromInstant) conditions.push(eb('a.created_at', '>=', filters.fromInstant));
  if (filters.toInstantExclusive)
    conditions.push(eb('a.created_at', '<', filters.toInstantExclusive));
  if (filters.graduationSession !== undefined)
    conditions.push(
      eb(
        'a.graduate_id',
        'in',
        eb
          .selectFrom('graduates as g')
          .innerJoin('academic_sessions as s', 's.id', 'g.graduation_session_id')
          .select('g.id')
          .where(sql<string>`upper(s.code)`, '=', filters.graduationSession),
      ),
    );
  const search = filters.search;
  if (search && search.words.length > 0) {
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
    conditions.push(eb.or(options));
  }
  return conditions;
}

/** Some copy of the application `id` matches every copy condition. */
const oneCopyMatches = (db: Db, id: Expression<number>, conditions: CopyCondition[]) =>
  sql<SqlBool>`exists (${db
    .selectFrom('application_copies as c')
    .select(sql<number>`1`.as('one'))
    .where('c.application_id', '=', id)
    .where((copy) => copy.and(conditions.map((condition) => condition(copy))))})`;

/** The matching applications as rows of `a` (any sort: the copy filters are checked per row). */
export function filtered(db: Db, filters: ListFilters) {
  const { key, conditions } = copyFilters(filters);
  return db.selectFrom('applications as a').where((eb) => {
    const all = applicationFilters(eb, filters);
    if (key !== undefined)
      all.push(
        eb.exists(
          eb
            .selectFrom('application_list_keys as k')
            .select(sql<number>`1`.as('one'))
            .whereRef('k.application_id', '=', 'a.id')
            .where('k.key', '=', key),
        ),
      );
    if (conditions.length > 1) all.push(oneCopyMatches(db, sql.ref('a.id'), conditions));
    return eb.and(all);
  });
}

/**
 * The applications with a copy filter's key, in the list's default order (created_at, id): one
 * range of application_list_keys_key_created_at_idx, however rare the value. The application's
 * own filters are checked per entry walked, and only when some are given.
 */
export function filteredByKey(db: Db, filters: ListFilters, key: string) {
  const { conditions } = copyFilters(filters);
  let query = db.selectFrom('application_list_keys as k').where('k.key', '=', key);
  if (filters.fromInstant) query = query.where('k.created_at', '>=', filters.fromInstant);
  if (filters.toInstantExclusive)
    query = query.where('k.created_at', '<', filters.toInstantExclusive);
  const { fromInstant: _from, toInstantExclusive: _to, ...rest } = filters;
  const probe = db
    .selectFrom('applications as a')
    .where((eb) => eb.and(applicationFilters(eb, rest)));
  if (
    rest.kind !== undefined ||
    rest.status !== undefined ||
    rest.graduationSession !== undefined ||
    (rest.search?.words.length ?? 0) > 0
  )
    query = query.where((eb) =>
      eb.exists(
        probe
          .select(sql<number>`1`.as('one'))
          .where('a.id', '=', sql.ref<number>('k.application_id')),
      ),
    );
  if (conditions.length > 1)
    query = query.where(oneCopyMatches(db, sql.ref('k.application_id'), conditions));
  return query;
}

/** What the count and the estimate read: the key's entries when a copy filter is given. */
export function matching(db: Db, filters: ListFilters) {
  const { key } = copyFilters(filters);
  const query = key === undefined ? filtered(db, filters) : filteredByKey(db, filters, key);
  // Either way only a constant is selected, so the two sources answer the same row shape.
  return (query as unknown as SelectQueryBuilder<Database, never, object>).select(
    sql<number>`1`.as('one'),
  );
}
