import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';

export interface InboxFilters {
  search?: string | undefined;
  isUnreadOnly: boolean;
}

/** A column of the thread's application, whichever kind it is (the other side is NULL). */
const either = (column: string) =>
  sql<string>`coalesce(${sql.ref(`a.${column}`)}, ${sql.ref(`c.${column}`)})`;

/**
 * Per application with messages — a transcript application's thread or (migration 0012) a
 * certificate application's: how many, how many applicant messages are unread, and the id of the
 * newest. One grouped pass over `messages` (indexed by each owner), joined to its application and
 * to that newest message.
 */
const threads = (db: Db) =>
  db
    .with('stats', (qb) =>
      qb
        .selectFrom('messages')
        .select((eb) => [
          'application_id',
          'certificate_application_id',
          eb.fn.countAll<string>().as('message_count'),
          sql<string>`count(*) filter (where sender = 'applicant' and read_at is null)`.as(
            'unread_count',
          ),
          eb.fn.max('id').as('last_id'),
        ])
        .groupBy(['application_id', 'certificate_application_id']),
    )
    .selectFrom('stats as s')
    .leftJoin('applications as a', 'a.id', 's.application_id')
    .leftJoin('certificate_applications as c', 'c.id', 's.certificate_application_id')
    .innerJoin('messages as m', 'm.id', 's.last_id');

const filtered = (db: Db, filters: InboxFilters) => {
  let query = threads(db);
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    const compact = containsPattern(filters.search.replace(/[\s-]/g, ''));
    const surname = either('surname');
    const firstName = either('first_name');
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(${either('tracking_id')})`, 'like', compact),
        eb(sql`lower(${either('matric_number')})`, 'like', pattern),
        eb(sql`lower(${either('email')})`, 'like', pattern),
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
      >`case when s.application_id is null then 'certificate_application' else 'application' end`.as(
        'kind',
      ),
      sql<number>`coalesce(s.application_id, s.certificate_application_id)`.as('id'),
      either('tracking_id').as('tracking_id'),
      either('surname').as('surname'),
      either('first_name').as('first_name'),
      sql<string | null>`coalesce(a.other_names, c.other_names)`.as('other_names'),
      either('matric_number').as('matric_number'),
      either('email').as('email'),
      either('status').as('status'),
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
        .select(['application_id', 'certificate_application_id'])
        .distinct()
        .where('sender', '=', 'applicant')
        .where('read_at', 'is', null)
        .as('unread'),
    )
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
