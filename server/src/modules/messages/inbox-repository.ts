import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { containsPattern } from '../graduates/records-support';

export interface InboxFilters {
  search?: string | undefined;
  isUnreadOnly: boolean;
}

/**
 * Per application with messages: how many, how many applicant messages are unread, and the id of
 * the newest. One grouped pass over `messages` (indexed by application), joined to the
 * application and to that newest message.
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
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(a.tracking_id)`, 'like', compact),
        eb(sql`lower(a.matric_number)`, 'like', pattern),
        eb(sql`lower(a.email)`, 'like', pattern),
        eb(sql`lower(a.surname || ' ' || a.first_name)`, 'like', pattern),
        eb(sql`lower(a.first_name || ' ' || a.surname)`, 'like', pattern),
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
      'a.id',
      'a.tracking_id',
      'a.surname',
      'a.first_name',
      'a.other_names',
      'a.matric_number',
      'a.email',
      'a.status',
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

/** Threads with at least one unread applicant message. */
export async function countUnreadThreads(db: Db): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select(sql<string>`count(distinct application_id)`.as('total'))
    .where('sender', '=', 'applicant')
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
