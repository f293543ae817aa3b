import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';

export interface InboxFilters {
  search?: string | undefined;
  isUnreadOnly: boolean;
}

/** A column of the thread's request. */
const requestColumn = (column: string) => sql<string>`${sql.ref(`a.${column}`)}`;

/**
 * Per request with messages, of any kind: how many, how many applicant messages are unread, and
 * the id of the newest. One grouped pass over `messages` (indexed by its request), joined to its
 * request and to that newest message.
 */
const threads = (db: Db) =>
  db
    .with('stats', (qb) =>
      qb
        .selectFrom('messages')
        .select((eb) => [
          'application_id',
          eb.fn.countAll<string>().as('message_count'),
          sql<string>`count(*) filter (where sender = 'applicant' and read_at is null)`.as(
            'unread_count',
          ),
          eb.fn.max('id').as('last_id'),
        ])
        .groupBy('application_id'),
    )
    .selectFrom('stats as s')
    .innerJoin('applications as a', 'a.id', 's.application_id')
    .innerJoin('messages as m', 'm.id', 's.last_id');

const filtered = (db: Db, filters: InboxFilters) => {
  let query = threads(db);
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    const compact = containsPattern(filters.search.replace(/[\s-]/g, ''));
    const surname = requestColumn('surname');
    const firstName = requestColumn('first_name');
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(${requestColumn('tracking_id')})`, 'like', compact),
        eb(sql`lower(${requestColumn('matric_number')})`, 'like', pattern),
        eb(sql`lower(${requestColumn('email')})`, 'like', pattern),
        eb(sql`lower(${surname} || ' ' || ${firstName})`, 'like', pattern),
        eb(sql`lower(${firstName} || ' ' || ${surname})`, 'like', pattern),
      ]),
    );
  }
  if (filters.isUnreadOnly) query = query.where(sql<boolean>`s.unread_count > 0`);
  return query;
};

export async function listThreads(db: Db, filters: InboxFilters, page: number, perPage: number) {
  const { total } = await filtered(db, filters)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await filtered(db, filters)
    .select([
      sql<
        'application' | 'certificate_application'
      >`case when a.kind = 'transcript' then 'application' else 'certificate_application' end`.as(
        'kind',
      ),
      sql<number>`s.application_id`.as('id'),
      requestColumn('tracking_id').as('tracking_id'),
      requestColumn('surname').as('surname'),
      requestColumn('first_name').as('first_name'),
      'a.other_names',
      requestColumn('matric_number').as('matric_number'),
      requestColumn('email').as('email'),
      requestColumn('status').as('status'),
      's.message_count',
      's.unread_count',
      'm.sender',
      'm.body',
      'm.created_at',
    ])
    .orderBy(sql`(s.unread_count > 0)`, 'desc')
    .orderBy('m.id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return { rows, total: Number(total) };
}

/** Threads (of either kind) with at least one unread applicant message. */
export async function countUnreadThreads(db: Db): Promise<number> {
  const row = await db
    .selectFrom((qb) =>
      qb
        .selectFrom('messages')
        .select('application_id')
        .distinct()
        .where('sender', '=', 'applicant')
        .where('read_at', 'is', null)
        .as('unread'),
    )
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
