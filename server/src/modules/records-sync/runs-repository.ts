import {
  SYNC_ROW_KINDS,
  type TSyncCounts,
  type TSyncRow,
  type TSyncRun,
} from '@registrar/shared-api/contracts';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/schema';
import type { RecordsSyncRowsTable, RecordsSyncRunsTable } from '../../db/schema-records-sync';
import { iso, isoOrNull } from '../../lib/iso';

export type RunRow = Selectable<RecordsSyncRunsTable>;

/** The statuses in which a run holds the one lease: reading the source, or writing records. */
export const ACTIVE_STATUSES = ['diffing', 'applying'] as const;

const leaseEnd = (ms: number) => sql<Date>`now() + ${`${String(ms)} milliseconds`}::interval`;

export const findRun = (db: Db, id: number) =>
  db.selectFrom('records_sync_runs').selectAll().where('id', '=', id).executeTakeFirst();

/** The run holding the lease now, whoever holds it. */
export const findActive = (db: Db) =>
  db
    .selectFrom('records_sync_runs')
    .selectAll()
    .where('status', 'in', ACTIVE_STATUSES)
    .executeTakeFirst();

export async function insertRun(
  db: Db,
  run: Pick<RunRow, 'source' | 'mode' | 'trigger' | 'requested_by' | 'updated_since'> & {
    holder: string;
    leaseMs: number;
  },
) {
  const { holder, leaseMs, ...values } = run;
  return db
    .insertInto('records_sync_runs')
    .values({
      ...values,
      status: 'diffing',
      lease_holder: holder,
      lease_until: leaseEnd(leaseMs),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Extends this holder's lease; false when the run is no longer this holder's. */
export async function renewLease(db: Db, id: number, holder: string, leaseMs: number) {
  const result = await db
    .updateTable('records_sync_runs')
    .set({ lease_until: leaseEnd(leaseMs) })
    .where('id', '=', id)
    .where('lease_holder', '=', holder)
    .where('status', 'in', ACTIVE_STATUSES)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Takes a run whose holder stopped renewing, or whose holder `dead` is known to have stopped;
 * true when this call took it.
 */
export async function takeOver(
  db: Db,
  id: number,
  holder: string,
  leaseMs: number,
  dead: string | null = null,
) {
  const result = await db
    .updateTable('records_sync_runs')
    .set({ lease_holder: holder, lease_until: leaseEnd(leaseMs) })
    .where('id', '=', id)
    .where('status', 'in', ACTIVE_STATUSES)
    .where((eb) =>
      eb.or([
        eb('lease_until', '<', sql<Date>`now()`),
        ...(dead ? [eb('lease_holder', '=', dead)] : []),
      ]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Moves a run on, only while this holder still holds it (or, with holder null, from `from`). */
export async function moveRun(
  db: Db,
  id: number,
  from: RunRow['status'][],
  set: Partial<Omit<RunRow, 'id' | 'created_at' | 'counts' | 'catalogue' | 'lease_until'>> & {
    counts?: TSyncCounts;
    catalogue?: Record<string, unknown>;
    lease?: { holder: string; ms: number } | 'released';
  },
  holder?: string,
) {
  const { counts, catalogue, lease, ...plain } = set;
  let query = db
    .updateTable('records_sync_runs')
    .set({
      ...plain,
      ...(counts ? { counts: JSON.stringify(counts) } : {}),
      ...(catalogue ? { catalogue: JSON.stringify(catalogue) } : {}),
      ...(lease === 'released' ? { lease_until: sql<Date>`now()` } : {}),
      ...(lease && lease !== 'released'
        ? { lease_holder: lease.holder, lease_until: leaseEnd(lease.ms) }
        : {}),
    })
    .where('id', '=', id)
    .where('status', 'in', from);
  if (holder) query = query.where('lease_holder', '=', holder);
  const row = await query.returningAll().executeTakeFirst();
  return row;
}

/** How many rows of each kind the diff holds, and how many were written. */
export async function countRows(
  db: Db,
  runId: number,
): Promise<TSyncCounts & { undecided: number }> {
  const rows = await db
    .selectFrom('records_sync_rows')
    .select([
      'kind',
      (eb) => eb.fn.countAll<string>().as('total'),
      sql<string>`count(applied_at)`.as('applied'),
      sql<string>`count(*) FILTER (WHERE kind = 'conflict' AND decision IS NULL)`.as('undecided'),
    ])
    .where('run_id', '=', runId)
    .groupBy('kind')
    .execute();
  const counts = Object.fromEntries(SYNC_ROW_KINDS.map((kind) => [kind, 0])) as Record<
    (typeof SYNC_ROW_KINDS)[number],
    number
  >;
  let applied = 0;
  let undecided = 0;
  for (const row of rows) {
    counts[row.kind] = Number(row.total);
    applied += Number(row.applied);
    undecided += Number(row.undecided);
  }
  return { ...counts, applied, sessions_new: 0, programmes_new: 0, undecided };
}

const ZERO_COUNTS: TSyncCounts = {
  new: 0,
  changed: 0,
  unchanged: 0,
  conflict: 0,
  rejected: 0,
  missing: 0,
  applied: 0,
  sessions_new: 0,
  programmes_new: 0,
};

/**
 * A run as staff see it: `live` counts (read from its rows) replace the stored ones; the rows of
 * old runs are pruned, so their stored counts are what is left.
 */
export function toSyncRun(
  run: RunRow & { requested_by_name: string | null },
  live?: TSyncCounts & { undecided: number },
): TSyncRun {
  const stored = { ...ZERO_COUNTS, undecided: 0, ...run.counts };
  const { undecided, ...counts } =
    live &&
    live.new + live.changed + live.unchanged + live.conflict + live.rejected + live.missing > 0
      ? { ...live, sessions_new: stored.sessions_new, programmes_new: stored.programmes_new }
      : stored;
  return {
    id: run.id,
    source: run.source,
    mode: run.mode,
    trigger: run.trigger,
    status: run.status,
    requested_by: run.requested_by_name,
    counts,
    undecided,
    error: run.error,
    created_at: iso(run.created_at),
    diffed_at: isoOrNull(run.diffed_at),
    applied_at: isoOrNull(run.applied_at),
  };
}

export const withRequester = (db: Db) =>
  db
    .selectFrom('records_sync_runs as r')
    .leftJoin('staff_users as u', 'u.id', 'r.requested_by')
    .selectAll('r')
    .select('u.name as requested_by_name');

export function toSyncRow(row: Selectable<RecordsSyncRowsTable>): TSyncRow {
  return {
    seq: row.seq,
    kind: row.kind,
    matric_number: row.matric_number,
    student_id: row.student_id,
    graduate_id: row.graduate_id,
    name: row.name,
    changes: row.changes,
    reason: row.reason,
    decision: row.decision,
    applied: row.applied_at !== null,
  };
}

/** When the last applied run of this source started reading: an incremental run reads from it. */
export const lastApplied = (db: Db, source: RunRow['source']) =>
  db
    .selectFrom('records_sync_runs')
    .select('created_at')
    .where('status', '=', 'applied')
    .where('source', '=', source)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();

/** Deletes the diff rows of all but the `keep` latest runs (their counts stay on the run). */
export async function pruneRows(db: Db, keep: number) {
  await db
    .deleteFrom('records_sync_rows')
    .where(
      'run_id',
      'not in',
      db.selectFrom('records_sync_runs').select('id').orderBy('id', 'desc').limit(keep),
    )
    .execute();
}

/** A run as the API answers it, with its counts read from its rows. */
export async function viewRun(db: Db, id: number): Promise<TSyncRun | undefined> {
  const run = await withRequester(db).where('r.id', '=', id).executeTakeFirst();
  return run && toSyncRun(run, await countRows(db, id));
}

/** A run of the records source applied after this one read it: its diff is out of date. */
export const newerApplied = (db: Db, id: number) =>
  db
    .selectFrom('records_sync_runs')
    .select('id')
    .where('id', '>', id)
    .where('status', '=', 'applied')
    .where('source', '!=', 'csv')
    .executeTakeFirst();

export const SUPERSEDED =
  'A newer sync of the records source was applied since this one was read; start a new sync.';
