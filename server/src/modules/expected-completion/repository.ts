import { OVERDUE_RULES, type TRequestStatus } from '@registrar/shared-api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/schema';

/** The statuses that have an expected date: the stages of OVERDUE_RULES. */
export const DATED_STATUSES: readonly TRequestStatus[] = OVERDUE_RULES.map((rule) => rule.status);

/**
 * The holiday list's advisory lock (arbitrary, fixed key): a status change holds it shared from
 * reading the holidays until it commits, a change of the list holds it alone before working the
 * dates out again. So no date is left computed from a list changed meanwhile: a change of the
 * list waits for the status changes in flight and then sees their statuses; the status changes
 * after it read the new list.
 */
const HOLIDAYS_LOCK = 0x686f6c69; // 'holi'
export const lockHolidays = (db: Db, mode: 'shared' | 'exclusive') =>
  (mode === 'shared'
    ? sql`SELECT pg_advisory_xact_lock_shared(${sql.lit(HOLIDAYS_LOCK)})`
    : sql`SELECT pg_advisory_xact_lock(${sql.lit(HOLIDAYS_LOCK)})`
  ).execute(db);

/** Row locks on every request in a dated status, in id order (the holiday list's edits take them). */
export const lockOpenRequests = (db: Db) =>
  db
    .selectFrom('applications')
    .select('id')
    .where('status', 'in', DATED_STATUSES)
    .orderBy('id')
    .forUpdate()
    .execute();

/** The public holidays from `from` on (all of them without it), as a set of 'YYYY-MM-DD'. */
export async function holidaysFrom(db: Db, from?: string): Promise<Set<string>> {
  let query = db.selectFrom('public_holidays').select('date');
  if (from) query = query.where('date', '>=', from);
  const rows = await query.execute();
  return new Set(rows.map((row) => row.date));
}

export interface OpenRequest {
  id: number;
  status: TRequestStatus;
  /** When it entered its status: its latest history row into it (updated_at without one). */
  since: Date;
}

/**
 * The requests in a dated status, with when they entered it (as the dashboard counts it);
 * `onlyMissing`: those without a date yet (requests from before dates were kept, the demo seed).
 */
export async function openRequests(db: Db, onlyMissing: boolean): Promise<OpenRequest[]> {
  const result = await sql<{ id: number; status: TRequestStatus; since: Date | string }>`
    select a.id, a.status, coalesce(h.since, a.updated_at) as since
    from applications a
    left join lateral (
      select max(created_at) as since from application_status_history
      where application_id = a.id and to_status = a.status
    ) h on true
    where a.status in (${sql.join(DATED_STATUSES)})
    ${onlyMissing ? sql`and a.expected_at is null` : sql``}`.execute(db);
  return result.rows.map((row) => ({ id: row.id, status: row.status, since: new Date(row.since) }));
}

/**
 * Sets one date on many requests still in `status` (a few thousand ids per statement): one that
 * moved on meanwhile keeps the date its own status change gave it.
 */
export async function setExpectedAt(
  db: Db,
  status: TRequestStatus,
  day: string | null,
  ids: number[],
): Promise<void> {
  for (let start = 0; start < ids.length; start += 5_000) {
    await db
      .updateTable('applications')
      .set({ expected_at: day })
      .where('id', 'in', ids.slice(start, start + 5_000))
      .where('status', '=', status)
      .execute();
  }
}
