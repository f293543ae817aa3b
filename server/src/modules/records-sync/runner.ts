import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TSyncMode } from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { type AuditContext, recordAudit } from '../audit/repository';
import { type ApplyInput, LeaseLost, applyRows } from './apply';
import { type RunCatalogue, diffRun } from './diff';
import { LeasedWork, holderName, isDeadHolderHere } from './leased-work';
import * as runs from './runs-repository';
import { sourceOf } from './source-settings';
import { RecordsSourceError, type RecordsSourceOptions } from './sources/types';

/** How long a run stays its process's without a renewal; renewed every third of it. */
export const DEFAULT_LEASE_MS = 120_000;
/** The runs whose diffs are kept row by row; older runs keep their counts only. */
const RUNS_WITH_ROWS = 10;

export interface RunnerOptions {
  source: RecordsSourceOptions;
  leaseMs?: number;
  log?: FastifyBaseLogger;
}

export type ApplyHooks = Pick<ApplyInput, 'batchSize' | 'afterBatch'>;

const busy = (run: runs.RunRow) =>
  new HttpError(
    409,
    `Sync run ${String(run.id)} is ${run.status === 'diffing' ? 'reading the source' : 'being applied'}; wait for it to finish.`,
  );

/**
 * Starts, applies and resumes sync runs. A run works in the background of the process that took
 * it, holding the run's lease; at most one run holds a lease (a unique index), so processes
 * never sync at once. A run whose lease ran out was interrupted: a read is failed, an apply is
 * taken over and resumes at its first unwritten row.
 */
export class RecordsSyncRunner {
  readonly holder = holderName(randomUUID().slice(0, 8));
  private readonly leaseTime: number;
  private readonly background: LeasedWork;

  constructor(
    private readonly db: Db,
    private readonly options: RunnerOptions,
  ) {
    this.leaseTime = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.background = new LeasedWork(db, this.holder, this.leaseTime);
  }

  /** How long a run's lease lasts without a renewal (a staff upload holds one too). */
  get leaseMs(): number {
    return this.leaseTime;
  }

  /** The token, drop folder and timing the sources are read with. */
  get sourceOptions(): RecordsSourceOptions {
    return this.options.source;
  }

  /** Starts reading the configured source into a new run's diff; answers at once. */
  async start(
    request: { mode: TSyncMode; trigger: 'manual' | 'schedule'; by: AuditContext },
    then?: (run: runs.RunRow) => Promise<void>,
  ): Promise<runs.RunRow> {
    await this.resumeInterrupted();
    await runs.pruneRows(this.db, RUNS_WITH_ROWS);
    const settings = await this.db
      .selectFrom('records_source')
      .selectAll()
      .executeTakeFirstOrThrow();
    let source: ReturnType<typeof sourceOf>;
    try {
      source = sourceOf(settings, this.options.source);
    } catch (error) {
      if (error instanceof RecordsSourceError) throw new HttpError(409, error.message);
      throw error;
    }
    if (!source) throw new HttpError(409, 'Set up the records source first.');
    const sourceKind = settings.kind === 'http' ? 'http' : 'file';
    const since =
      request.mode === 'incremental' ? await runs.lastApplied(this.db, sourceKind) : undefined;
    let run: runs.RunRow;
    try {
      run = await runs.insertRun(this.db, {
        source: sourceKind,
        mode: request.mode === 'incremental' && since ? 'incremental' : 'full',
        trigger: request.trigger,
        requested_by: request.by.actorUserId,
        updated_since: since?.created_at ?? null,
        holder: this.holder,
        leaseMs: this.leaseTime,
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const active = await runs.findActive(this.db);
      throw active ? busy(active) : error;
    }
    await recordAudit(this.db, request.by, {
      action: 'records_sync.started',
      entityType: 'records_sync_run',
      entityId: run.id,
      details: { mode: run.mode, trigger: run.trigger },
    });
    // A newer diff supersedes one still waiting to be applied.
    await this.db
      .updateTable('records_sync_runs')
      .set({ status: 'discarded' })
      .where('status', '=', 'ready')
      .where('id', '<', run.id)
      .execute();
    this.background.run(run.id, async (signal) => {
      try {
        const catalogue = await diffRun({
          db: this.db,
          runId: run.id,
          mode: run.mode,
          updatedSince: run.updated_since,
          source,
          signal,
        });
        const counts = await runs.countRows(this.db, run.id);
        const ready = await runs.moveRun(
          this.db,
          run.id,
          ['diffing'],
          {
            status: 'ready',
            diffed_at: new Date(),
            counts: {
              ...counts,
              sessions_new: catalogue.sessions_new,
              programmes_new: catalogue.programmes_new,
            },
            catalogue: { ...catalogue },
            lease: 'released',
          },
          this.holder,
        );
        if (ready && then) await then(ready);
      } catch (error) {
        const stopped = new RecordsSourceError(
          'The server stopped during the read. Start a new sync.',
        );
        await this.fail(run.id, 'diffing', signal.aborted ? stopped : error);
      }
    });
    return run;
  }

  /** Starts writing a ready run (or resuming one whose apply stopped); answers at once. */
  async apply(id: number, by: AuditContext, hooks: ApplyHooks = {}): Promise<runs.RunRow> {
    await this.resumeInterrupted();
    const run = await runs.findRun(this.db, id);
    if (!run) throw notFound('No such sync run.');
    const resumable = run.status === 'ready' || (run.status === 'failed' && run.diffed_at !== null);
    if (!resumable)
      throw new HttpError(409, `This run is ${run.status}; only a ready run is applied.`);
    if (await runs.newerApplied(this.db, id)) throw new HttpError(409, runs.SUPERSEDED);
    let moved: runs.RunRow | undefined;
    try {
      moved = await runs.moveRun(this.db, id, [run.status], {
        status: 'applying',
        error: null,
        lease: { holder: this.holder, ms: this.leaseTime },
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const active = await runs.findActive(this.db);
      throw active ? busy(active) : error;
    }
    if (!moved) throw new HttpError(409, 'The run changed meanwhile; look at it again.');
    await recordAudit(this.db, by, {
      action: 'records_sync.apply_started',
      entityType: 'records_sync_run',
      entityId: id,
      details: {},
    });
    this.startApplying(moved, by, hooks);
    return moved;
  }

  private startApplying(run: runs.RunRow, by: AuditContext, hooks: ApplyHooks) {
    this.background.run(run.id, async (signal) => {
      try {
        await applyRows({
          db: this.db,
          runId: run.id,
          holder: this.holder,
          catalogue: run.catalogue as RunCatalogue | null,
          audit: by,
          signal,
          upload: run.source === 'csv',
          ...hooks,
        });
        const counts = await runs.countRows(this.db, run.id);
        const stored = run.counts;
        await this.db.transaction().execute(async (trx) => {
          const done = await runs.moveRun(
            trx,
            run.id,
            ['applying'],
            {
              status: 'applied',
              applied_at: new Date(),
              counts: {
                ...counts,
                sessions_new: stored.sessions_new ?? 0,
                programmes_new: stored.programmes_new ?? 0,
              },
              lease: 'released',
            },
            this.holder,
          );
          if (!done) return;
          await recordAudit(trx, by, {
            action: 'records_sync.applied',
            entityType: 'records_sync_run',
            entityId: run.id,
            details: { counts },
          });
        });
        await runs.pruneRows(this.db, RUNS_WITH_ROWS);
      } catch (error) {
        if (error instanceof LeaseLost || signal.aborted) return;
        await this.fail(run.id, 'applying', error);
      }
    });
  }

  /**
   * Fails reads and resumes applies whose process stopped renewing their lease. Called before
   * every start and apply and on the schedule's tick.
   */
  async resumeInterrupted(): Promise<void> {
    const active = await runs.findActive(this.db);
    if (!active || this.background.has(active.id)) return;
    const dead = isDeadHolderHere(active.lease_holder) ? active.lease_holder : null;
    if (!(await runs.takeOver(this.db, active.id, this.holder, this.leaseTime, dead))) return;
    if (active.status === 'diffing') {
      await runs.moveRun(this.db, active.id, ['diffing'], {
        status: 'failed',
        error: 'The read was interrupted (its process stopped). Start a new sync.',
        lease: 'released',
      });
      return;
    }
    this.options.log?.warn({ run: active.id }, 'records sync: resuming an interrupted apply');
    this.startApplying(active, { actorUserId: active.requested_by, ip: null }, {});
  }

  private async fail(id: number, from: 'diffing' | 'applying', error: unknown) {
    const message =
      error instanceof RecordsSourceError
        ? error.message
        : `The sync stopped on an error: ${error instanceof Error ? error.message : String(error)}`;
    if (!(error instanceof RecordsSourceError))
      this.options.log?.error({ err: error, run: id }, 'records sync failed');
    await runs
      .moveRun(
        this.db,
        id,
        [from],
        {
          status: 'failed',
          error:
            from === 'applying' ? `${message} Apply again to resume where it stopped.` : message,
          lease: 'released',
        },
        this.holder,
      )
      .catch((failure: unknown) =>
        this.options.log?.error({ err: failure }, 'records sync: could not record a failure'),
      );
  }

  /** Resolves when no run works in this process (tests wait on it). */
  async settled(): Promise<void> {
    await this.background.settled();
  }

  /**
   * Stops this process's runs: a read is failed, an apply stops after its batch and gives its
   * lease back, so the next process resumes it at once.
   */
  async close(): Promise<void> {
    for (const id of await this.background.stop()) {
      await this.db
        .updateTable('records_sync_runs')
        .set({ lease_until: new Date(0) })
        .where('id', '=', id)
        .where('status', '=', 'applying')
        .where('lease_holder', '=', this.holder)
        .execute()
        .catch(() => undefined);
    }
  }
}
