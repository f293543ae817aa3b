import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OutboxRow } from '../../db/schema-documents';
import * as repo from './repository';

/** A failure that retrying cannot fix (the mailbox does not exist): the job fails at once. */
export class PermanentFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentFailure';
  }
}

/**
 * Not now, and not a failure: the job waits until `until` without spending an attempt (a text
 * that came due in quiet hours).
 */
export class Deferred extends Error {
  constructor(
    readonly until: Date,
    message: string,
  ) {
    super(message);
    this.name = 'Deferred';
  }
}

export type OutboxHandler = (job: OutboxRow) => Promise<repo.Delivered>;

export interface WorkerOptions {
  /** Unique per worker; the default names the host and process. */
  workerId?: string;
  batchSize?: number;
  /** How long a claimed job belongs to its worker before another may take it over. */
  leaseMs?: number;
  /** Retry n waits backoffBaseMs · 2^(n-1), at most backoffMaxMs. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  onError?: (error: unknown, job?: OutboxRow) => void;
}

export interface RunResult {
  sent: number;
  /** Put back for later: a retry after a failure, or a deferred job. */
  retried: number;
  failed: number;
}

export const backoffDelay = (attempt: number, baseMs: number, maxMs: number) =>
  Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));

const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * The outbox worker: claims due jobs (SKIP LOCKED, see repository.claimDue), hands each to the
 * handler, and records the outcome: sent; retry later with exponential backoff; or failed (a
 * permanent failure, or the last allowed attempt). Safe with any number of workers on one
 * PostgreSQL database. `runOnce()` drains what is due now (tests drive it); `start()` polls.
 */
export class OutboxWorker {
  readonly workerId: string;
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly backoffBaseMs: number;
  private readonly backoffMaxMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<RunResult> | undefined;
  private isStopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly handle: OutboxHandler,
    private readonly options: WorkerOptions = {},
  ) {
    this.workerId =
      options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    this.batchSize = options.batchSize ?? 10;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.backoffBaseMs = options.backoffBaseMs ?? 30_000;
    this.backoffMaxMs = options.backoffMaxMs ?? 60 * 60_000;
  }

  /** Processes due jobs until none is left; one pass at a time per worker. */
  runOnce(): Promise<RunResult> {
    this.running ??= this.drain().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async drain(): Promise<RunResult> {
    const result: RunResult = { sent: 0, retried: 0, failed: 0 };
    for (;;) {
      if (this.isStopped) return result;
      const jobs = await repo.claimDue(this.db, this.workerId, this.batchSize, this.leaseMs);
      if (jobs.length === 0) return result;
      for (const job of jobs) result[await this.process(job)] += 1;
    }
  }

  private async process(job: OutboxRow): Promise<keyof RunResult> {
    if (job.attempts > job.max_attempts) {
      // A worker died holding the job's last attempt: do not try past the limit.
      await repo.markFailed(this.db, job.id, this.workerId, job.last_error ?? 'Gave up');
      return 'failed';
    }
    try {
      await repo.markSent(this.db, job.id, this.workerId, await this.handle(job));
      return 'sent';
    } catch (error) {
      if (error instanceof Deferred) {
        await repo.markDeferred(this.db, job.id, this.workerId, error.message, error.until);
        return 'retried';
      }
      this.options.onError?.(error, job);
      const message = messageOf(error);
      if (error instanceof PermanentFailure || job.attempts >= job.max_attempts) {
        await repo.markFailed(this.db, job.id, this.workerId, message);
        return 'failed';
      }
      const delay = backoffDelay(job.attempts, this.backoffBaseMs, this.backoffMaxMs);
      await repo.markRetry(this.db, job.id, this.workerId, message, delay);
      return 'retried';
    }
  }

  /** Polls every `intervalMs`; a failing pass is reported and the next one runs as usual. */
  start(intervalMs: number): void {
    if (this.timer || intervalMs <= 0) return;
    this.isStopped = false;
    const tick = () => {
      this.runOnce()
        .catch((error: unknown) => this.options.onError?.(error))
        .finally(() => {
          if (!this.isStopped) this.timer = setTimeout(tick, intervalMs);
        });
    };
    this.timer = setTimeout(tick, intervalMs);
  }

  /** Stops polling and waits for the job in hand (its lease would free it anyway). */
  async stop(): Promise<void> {
    this.isStopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }
}
