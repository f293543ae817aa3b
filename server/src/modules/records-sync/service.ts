import type {
  TAuthUser,
  TListSyncRowsQuery,
  TPageQuery,
  TPaginated,
  TSyncRow,
  TSyncRun,
} from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-errors';
import { paginate } from '../../lib/paginate';
import { assertRole } from '../../lib/roles';
import { type AuditContext, recordAudit } from '../audit/repository';
import { ensureCatalogue, sessionIds, writeChanged } from './apply';
import { IDENTITY_FIELDS, type Incoming, classify, lookUp } from './classify';
import type { RunCatalogue } from './diff';
import * as runs from './runs-repository';

export async function viewRun(db: Db, id: number): Promise<TSyncRun> {
  const run = await runs.viewRun(db, id);
  if (!run) throw notFound('No such sync run.');
  return run;
}

export async function listRuns(
  db: Db,
  actor: TAuthUser | null,
  query: TPageQuery,
): Promise<TPaginated<TSyncRun>> {
  assertRole(actor, 'administrator');
  const { total } = await db
    .selectFrom('records_sync_runs')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await runs
    .withRequester(db)
    .orderBy('r.id', 'desc')
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .execute();
  // A run at work is counted from its rows; the others keep the counts they settled with.
  const views = await Promise.all(
    rows.map(async (row) =>
      runs.toSyncRun(
        row,
        runs.ACTIVE_STATUSES.includes(row.status as (typeof runs.ACTIVE_STATUSES)[number])
          ? await runs.countRows(db, row.id)
          : undefined,
      ),
    ),
  );
  return paginate(views, Number(total), query.page, query.per_page, '/api/records-sync/runs');
}

export async function listRows(
  db: Db,
  actor: TAuthUser | null,
  runId: number,
  query: TListSyncRowsQuery,
): Promise<TPaginated<TSyncRow>> {
  assertRole(actor, 'administrator');
  if (!(await runs.findRun(db, runId))) throw notFound('No such sync run.');
  let rows = db.selectFrom('records_sync_rows').where('run_id', '=', runId);
  // Unchanged rows are counted but listed only when asked for.
  rows = query.kind ? rows.where('kind', '=', query.kind) : rows.where('kind', '!=', 'unchanged');
  const { total } = await rows
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const page = await rows
    .selectAll()
    .orderBy('seq')
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .execute();
  return paginate(
    page.map(runs.toSyncRow),
    Number(total),
    query.page,
    query.per_page,
    `/api/records-sync/runs/${String(runId)}/rows`,
    { kind: query.kind },
  );
}

export async function discardRun(db: Db, actor: TAuthUser | null, id: number, audit: AuditContext) {
  assertRole(actor, 'administrator');
  const run = await runs.findRun(db, id);
  if (!run) throw notFound('No such sync run.');
  const moved = await db.transaction().execute(async (trx) => {
    // A run still reading stops at its next lease renewal: its process finds it no longer active.
    const row = await runs.moveRun(trx, id, ['ready', 'diffing'], {
      status: 'discarded',
      lease: 'released',
    });
    if (row) {
      await recordAudit(trx, audit, {
        action: 'records_sync.discarded',
        entityType: 'records_sync_run',
        entityId: id,
        details: {},
      });
    }
    return row;
  });
  if (!moved) {
    throw new HttpError(
      409,
      `This run is ${run.status}; only a run reading the source or ready is discarded.`,
    );
  }
}

/**
 * A conflict decided by staff: "source" writes the source's name, email and matric number to the
 * record; "local" keeps the record's and remembers the source's, so the next sync does not ask
 * again until the source changes them. Either way the other fields are the source's, and the
 * decision is audited.
 */
export async function decideConflict(
  db: Db,
  actor: TAuthUser | null,
  runId: number,
  seq: number,
  keep: 'source' | 'local',
  audit: AuditContext,
): Promise<TSyncRow> {
  assertRole(actor, 'administrator');
  return db.transaction().execute(async (trx) => {
    const run = await runs.findRun(trx, runId);
    if (!run) throw notFound('No such sync run.');
    if (!['ready', 'applying', 'applied', 'failed'].includes(run.status) || !run.diffed_at) {
      throw new HttpError(409, `This run is ${run.status}; its conflicts cannot be decided.`);
    }
    const row = await trx
      .selectFrom('records_sync_rows')
      .selectAll()
      .where('run_id', '=', runId)
      .where('seq', '=', seq)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound('No such row in this run.');
    if (row.kind !== 'conflict') throw new HttpError(409, 'Only a conflict is decided.');
    if (row.decision)
      throw new HttpError(409, `This conflict was decided already (${row.decision}).`);
    if (await runs.newerApplied(trx, runId)) throw new HttpError(409, runs.SUPERSEDED);
    const incoming = row.incoming as unknown as Incoming;
    await ensureCatalogue(trx, run.catalogue as RunCatalogue | null);
    const found = classify(incoming, await lookUp(trx, [incoming], true));
    if (found.kind !== 'conflict' && found.kind !== 'rejected' && found.kind !== 'new') {
      throw new HttpError(
        409,
        'The record or the source changed since the preview: this is no longer a conflict. Start a new sync.',
      );
    }
    if (!found.target || !found.write || !found.sourceIdentity) {
      throw new HttpError(
        409,
        found.kind === 'rejected'
          ? `The record cannot take these values now: ${found.reason ?? ''}`
          : 'The record this conflict was about is gone; start a new sync.',
      );
    }
    // A conflict's values hold the record's own name, email and matric number.
    const values =
      keep === 'source' ? { ...found.write.values, ...found.sourceIdentity } : found.write.values;
    const changes = Object.fromEntries(
      Object.entries(found.changes ?? {}).filter(
        ([field]) => keep === 'source' || !(IDENTITY_FIELDS as readonly string[]).includes(field),
      ),
    );
    await writeChanged(
      { db: trx, sessions: await sessionIds(trx), audit, runId },
      { ...found, changes, write: { ...found.write, values } },
      { decision: keep },
    );
    await recordAudit(trx, audit, {
      action: 'records_sync.conflict_decided',
      entityType: 'graduate',
      entityId: found.target.id,
      details: { run_id: runId, seq, keep, changes: found.changes },
    });
    const decided = await trx
      .updateTable('records_sync_rows')
      .set({ decision: keep, applied_at: new Date() })
      .where('run_id', '=', runId)
      .where('seq', '=', seq)
      .returningAll()
      .executeTakeFirstOrThrow();
    const counts = await runs.countRows(trx, runId);
    await trx
      .updateTable('records_sync_runs')
      .set({
        counts: JSON.stringify({
          ...run.counts,
          ...counts,
          sessions_new: run.counts.sessions_new ?? 0,
          programmes_new: run.counts.programmes_new ?? 0,
        }),
      })
      .where('id', '=', runId)
      .execute();
    return runs.toSyncRow(decided);
  });
}
