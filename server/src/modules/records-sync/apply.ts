import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { isUniqueViolation } from '../../lib/pg-errors';
import { type AuditContext, recordAudit } from '../audit/repository';
import {
  type Changes,
  type Classified,
  type Incoming,
  classify,
  identityOf,
  lookUp,
  touchesIdentity,
} from './classify';
import { classifyUpload } from './classify-upload';
import type { RunCatalogue } from './diff';

export const APPLY_BATCH = 500;
/** Batches between fresh planner statistics while the register grows (see `analyzeRecords`). */
const ANALYZE_EVERY = 40;

/**
 * Refreshes the planner's statistics of the tables a sync reads by key. A first sync grows the
 * register from a few rows to hundreds of thousands faster than autovacuum looks; on statistics
 * of a near-empty table the planner reads a 500-key lookup as a sequential scan, and every page
 * costs more than the last.
 */
export async function analyzeRecords(db: Db) {
  await sql`ANALYZE graduates`.execute(db);
  await sql`ANALYZE records_sync_rows`.execute(db);
}
/** A batch that races a record made by staff meanwhile is read again and retried this often. */
const BATCH_ATTEMPTS = 3;

/** The run is no longer this process's to write (its lease was taken over). */
export class LeaseLost extends Error {
  constructor(runId: number) {
    super(`Sync run ${String(runId)} is being applied by another process.`);
    this.name = 'LeaseLost';
  }
}

/** The run's sessions and programmes, added where missing (a second call adds nothing). */
export async function ensureCatalogue(db: Db, catalogue: RunCatalogue | null) {
  for (const session of catalogue?.sessions ?? []) {
    await sql`INSERT INTO academic_sessions (code, name, starts_on, ends_on)
      VALUES (${session.code}, ${session.name}, ${session.starts_on ?? null}, ${session.ends_on ?? null})
      ON CONFLICT (upper(code)) DO UPDATE SET
        name = excluded.name,
        starts_on = coalesce(excluded.starts_on, academic_sessions.starts_on),
        ends_on = coalesce(excluded.ends_on, academic_sessions.ends_on),
        updated_at = now()
      WHERE (academic_sessions.name, academic_sessions.starts_on, academic_sessions.ends_on)
        IS DISTINCT FROM (excluded.name, coalesce(excluded.starts_on, academic_sessions.starts_on),
          coalesce(excluded.ends_on, academic_sessions.ends_on))`.execute(db);
  }
  for (const programme of catalogue?.programmes ?? []) {
    await sql`INSERT INTO programmes (name, faculty, department, degree)
      VALUES (${programme.name}, ${programme.faculty}, ${programme.department}, ${programme.degree})
      ON CONFLICT DO NOTHING`.execute(db);
  }
}

/** Session code (upper case) → id. */
export async function sessionIds(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('academic_sessions').select(['id', 'code']).execute();
  return new Map(rows.map((row) => [row.code.toUpperCase(), row.id]));
}

export interface WriteContext {
  db: Db;
  sessions: Map<string, number>;
  audit: AuditContext;
  runId: number;
}

const sessionIdOf = (sessions: Map<string, number>, code: string | null) =>
  code ? (sessions.get(code.toUpperCase()) ?? null) : null;

/**
 * Writes a changed row to its record: the values, the session, the source's student id and the
 * identity as the source gives it (so the next sync tells a later hand edit from it). A change of
 * name, email or matric number is audited on the record.
 */
export async function writeChanged(
  context: WriteContext,
  found: Pick<Classified, 'target' | 'changes' | 'write' | 'sourceIdentity'>,
  via: Record<string, unknown> = {},
) {
  const { target, write, sourceIdentity } = found;
  if (!target || !write) return;
  await context.db
    .updateTable('graduates')
    .set({
      ...write.values,
      graduation_session_id: sessionIdOf(context.sessions, write.sessionCode),
      source_id: write.studentId,
      source_identity: sourceIdentity && JSON.stringify(sourceIdentity),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', target.id)
    .execute();
  if (touchesIdentity(found.changes)) {
    await recordAudit(context.db, context.audit, {
      action: 'graduate.updated',
      entityType: 'graduate',
      entityId: target.id,
      details: { changes: found.changes, via: 'records-sync', run_id: context.runId, ...via },
    });
  }
}

type PendingRow = { seq: number; incoming: Record<string, unknown> | null };

/** Whether the run is a staff upload (classifyUpload) or a read of the records source. */
interface BatchContext extends Omit<WriteContext, 'db'> {
  upload: boolean;
}

/**
 * One batch in one transaction: every row is classified again against the records as they are
 * now (staff may have changed them since the preview), then written and marked applied together,
 * so a batch is either wholly written or not at all and a crash resumes at the first unmarked row.
 */
async function applyBatch(
  trx: Db,
  runId: number,
  holder: string,
  rows: PendingRow[],
  base: BatchContext,
) {
  const held = await trx
    .selectFrom('records_sync_runs')
    .select('id')
    .where('id', '=', runId)
    .where('status', '=', 'applying')
    .where('lease_holder', '=', holder)
    .forUpdate()
    .executeTakeFirst();
  if (!held) throw new LeaseLost(runId);
  const context: WriteContext = { ...base, db: trx };
  const incoming = rows.map((row) => row.incoming as unknown as Incoming);
  const lookup = await lookUp(trx, incoming, true);
  const applied: number[] = [];
  const inserts: Incoming[] = [];
  for (const [index, row] of rows.entries()) {
    const input = incoming[index] as Incoming;
    const found = (base.upload ? classifyUpload : classify)(input, lookup);
    if (found.kind === 'new') inserts.push(input);
    if (found.kind === 'changed') {
      await writeChanged(context, found, base.upload ? { via: 'import' } : {});
    }
    if (found.kind === 'conflict' || found.kind === 'rejected') {
      await trx
        .updateTable('records_sync_rows')
        .set({
          kind: found.kind,
          reason: `Since the preview: ${found.reason ?? ''}`,
          changes: found.changes ? JSON.stringify(found.changes satisfies Changes) : null,
          graduate_id: found.target?.id ?? null,
        })
        .where('run_id', '=', runId)
        .where('seq', '=', row.seq)
        .execute();
    } else {
      applied.push(row.seq);
    }
  }
  if (inserts.length > 0) {
    await trx
      .insertInto('graduates')
      .values(
        inserts.map((input) => ({
          ...input.values,
          graduation_session_id: sessionIdOf(context.sessions, input.sessionCode),
          source_id: input.studentId,
          // A record staff uploaded did not come from the records source.
          source_identity: base.upload ? null : JSON.stringify(identityOf(input.values)),
        })),
      )
      .execute();
  }
  if (applied.length > 0) {
    await trx
      .updateTable('records_sync_rows')
      .set({ applied_at: sql<Date>`now()` })
      .where('run_id', '=', runId)
      .where('seq', 'in', applied)
      .execute();
  }
}

export interface ApplyInput {
  db: Db;
  runId: number;
  holder: string;
  catalogue: RunCatalogue | null;
  audit: AuditContext;
  signal?: AbortSignal;
  batchSize?: number;
  /** A staff upload: rows are classified by `classifyUpload`. */
  upload?: boolean;
  /** Called after each batch is committed (tests stop a run here). */
  afterBatch?: () => void | Promise<void>;
}

/** Writes the run's new and changed rows not written yet, a batch at a time. */
export async function applyRows(input: ApplyInput) {
  const { db, runId, holder } = input;
  await ensureCatalogue(db, input.catalogue);
  const base: BatchContext = {
    sessions: await sessionIds(db),
    audit: input.audit,
    runId,
    upload: input.upload ?? false,
  };
  let after = 0;
  for (let batch = 0; ; batch += 1) {
    if (batch % ANALYZE_EVERY === 0) await analyzeRecords(db);
    input.signal?.throwIfAborted();
    const rows = await db
      .selectFrom('records_sync_rows')
      .select(['seq', 'incoming'])
      .where('run_id', '=', runId)
      .where('kind', 'in', ['new', 'changed'])
      .where('applied_at', 'is', null)
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(input.batchSize ?? APPLY_BATCH)
      .execute();
    if (rows.length === 0) return;
    after = rows.at(-1)?.seq ?? after;
    for (let attempt = 1; ; attempt += 1) {
      try {
        await db.transaction().execute((trx) => applyBatch(trx, runId, holder, rows, base));
        break;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt === BATCH_ATTEMPTS) throw error;
      }
    }
    await input.afterBatch?.();
  }
}
