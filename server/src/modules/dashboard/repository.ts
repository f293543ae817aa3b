import { sql } from 'kysely';
import type { TRequestStatus } from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import type { RequestList } from '../../db/schema-applications';

/**
 * The dashboard's queries. Days are West Africa Time (UTC+1, no daylight saving): a timestamp's
 * day is `(ts at time zone 'UTC' + 1 hour)::date`, which needs no time-zone database (PGlite).
 */
const watDay = (column: string) =>
  sql<string>`to_char((${sql.ref(column)} at time zone 'UTC') + interval '1 hour', 'YYYY-MM-DD')`;

/** The dashboard's two kinds are the staff lists: transcripts, and certificates with attestations. */
export type RequestKind = RequestList;

/** Rows of a grouped count, split by the dashboard's kind. */
const byKind = <Row extends { kind: RequestKind }>(rows: Row[]) => ({
  transcript: rows.filter((row) => row.kind === 'transcript'),
  certificate: rows.filter((row) => row.kind === 'certificate'),
});

export async function countByStatus(db: Db) {
  const rows = await db
    .selectFrom('applications')
    .select((eb) => ['list as kind', 'status', eb.fn.countAll<string>().as('count')])
    .groupBy(['list', 'status'])
    .execute();
  return byKind(rows);
}

/** Kobo of payments with status 'paid' whose paid_at is in [from, to). */
export async function paidBetween(db: Db, from: Date, to: Date): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
    .where('status', '=', 'paid')
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Requests created per WAT day since `from`, per kind. */
export async function requestsPerDay(db: Db, from: Date) {
  const rows = await db
    .selectFrom('applications')
    .select((eb) => [
      'list as kind',
      watDay('created_at').as('day'),
      eb.fn.countAll<string>().as('count'),
    ])
    .where('created_at', '>=', from)
    .groupBy([sql`1`, sql`2`])
    .execute();
  return byKind(rows);
}

export async function revenuePerDay(db: Db, from: Date) {
  return db
    .selectFrom('payments')
    .select([watDay('paid_at').as('day'), sql<string>`sum(amount)`.as('total')])
    .where('status', '=', 'paid')
    .where('paid_at', '>=', from)
    .groupBy(sql`1`)
    .execute();
}

/** A stage and the instant before which entering it makes a request overdue now. */
export interface OverdueCutoff {
  status: string;
  enteredBefore: Date;
}

interface OverdueRow {
  kind: RequestKind;
  id: number;
  tracking_id: string;
  surname: string;
  first_name: string;
  other_names: string | null;
  status: TRequestStatus;
  since: Date | string;
}

/**
 * Requests that entered a cutoff's status before its instant, counted from their latest history
 * row into that status (the row's updated_at when there is none). Oldest first.
 */
export async function overdue(db: Db, cutoffs: readonly OverdueCutoff[], limit: number) {
  const conditions = (alias: string) =>
    sql.join(
      cutoffs.map(
        (cutoff) =>
          sql`(${sql.ref(`${alias}.status`)} = ${cutoff.status} and since < ${cutoff.enteredBefore})`,
      ),
      sql` or `,
    );
  const statuses = cutoffs.map((cutoff) => cutoff.status);
  const union = sql`
    select a.list as kind, a.id, a.tracking_id, a.surname, a.first_name, a.other_names,
      a.status, coalesce(h.since, a.updated_at) as since
    from applications a
    left join lateral (
      select max(created_at) as since from application_status_history
      where application_id = a.id and to_status = a.status
    ) h on true
    where a.status in (${sql.join(statuses)})`;
  const rows = await sql<OverdueRow & { total: string }>`
    select r.*, count(*) over () as total from (${union}) r
    where ${conditions('r')}
    order by r.since, r.kind, r.id
    limit ${limit}`.execute(db);
  const total = rows.rows[0] ? Number(rows.rows[0].total) : 0;
  return { rows: rows.rows, total };
}

interface ActivityRow {
  kind: RequestKind;
  id: number;
  application_id: number;
  tracking_id: string;
  from_status: string | null;
  to_status: string;
  note: string | null;
  actor_name: string | null;
  created_at: Date | string;
}

/** The latest status changes of both kinds of request, newest first. */
export async function recentActivity(db: Db, limit: number) {
  const result = await sql<ActivityRow>`
    select a.list as kind, h.id, h.application_id, a.tracking_id, h.from_status,
      h.to_status, h.note, u.name as actor_name, h.created_at
    from application_status_history h
    join applications a on a.id = h.application_id
    left join staff_users u on u.id = h.actor_user_id
    order by h.created_at desc, h.id desc
    limit ${limit}`.execute(db);
  return result.rows;
}
