import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import type { OutboxRow } from '../src/db/schema-documents';
import { claimDue, enqueueEmail, markSent } from '../src/modules/outbox/repository';
import { backoffDelay, OutboxWorker, PermanentFailure } from '../src/modules/outbox/worker';
import { databaseTargets, type TestDatabase } from './support/databases';

const delivered = (job: OutboxRow) => ({
  transport: 'file' as const,
  messageId: `<${job.id}@test>`,
  raw: Buffer.from(`message ${job.id}`),
});

describe.each(databaseTargets())('outbox worker on $name', (target) => {
  let database: TestDatabase;
  let first: DatabaseHandle;
  /** A second connection pool on PostgreSQL (another "server process"); PGlite has one. */
  let second: DatabaseHandle;
  beforeAll(async () => {
    database = await target.create();
    first = await openDatabase(database.config);
    await migrateToLatest(first.db);
    second = target.name === 'postgres' ? await openDatabase(database.config) : first;
  });
  afterAll(async () => {
    if (second !== first) await second.close();
    await first.close();
    await database.drop();
  });
  beforeEach(() => sql`DELETE FROM outbox`.execute(first.db));

  const enqueue = (n: number, maxAttempts?: number) =>
    first.db.transaction().execute(async (trx) => {
      const ids: number[] = [];
      for (let i = 0; i < n; i += 1)
        ids.push(
          await enqueueEmail(trx, {
            to: `person${i}@example.test`,
            template: 'application_submitted',
            subject: `Job ${i}`,
            payload: { i },
            maxAttempts,
          }),
        );
      return ids;
    });
  const rows = () => first.db.selectFrom('outbox').selectAll().orderBy('id').execute();

  it('two workers on one database send every job exactly once', async () => {
    const ids = await enqueue(40);
    const handled: { worker: string; id: number }[] = [];
    const worker = (name: string, handle: DatabaseHandle) =>
      new OutboxWorker(
        handle.db,
        async (job) => {
          handled.push({ worker: name, id: job.id });
          await new Promise((resolve) => setTimeout(resolve, 5));
          return delivered(job);
        },
        { workerId: name, batchSize: 4 },
      );
    const [a, b] = [worker('a', first), worker('b', second)];
    const results = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(results[0].sent + results[1].sent).toBe(40);
    expect(handled.map((h) => h.id).sort((x, y) => x - y)).toEqual(ids);
    if (target.name === 'postgres') {
      // Both processes took part: SKIP LOCKED let them claim side by side.
      expect(new Set(handled.map((h) => h.worker))).toEqual(new Set(['a', 'b']));
    }
    const after = await rows();
    expect(after.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    expect(after.every((r) => r.locked_by === null && r.sent_at !== null)).toBe(true);
  });

  it('retries with exponential backoff, then fails after the last attempt', async () => {
    const [id] = await enqueue(1, 3);
    const worker = new OutboxWorker(
      first.db,
      async () => {
        throw new Error('connection refused');
      },
      { backoffBaseMs: 60_000, backoffMaxMs: 10 * 60_000 },
    );
    const dueNow = () =>
      sql`UPDATE outbox SET run_at = now() - interval '1 second' WHERE id = ${id}`.execute(
        first.db,
      );
    for (const [attempt, delay] of [
      [1, 60_000],
      [2, 120_000],
    ] as const) {
      expect(await worker.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
      const [row] = await rows();
      expect(row).toMatchObject({
        status: 'pending',
        attempts: attempt,
        last_error: 'connection refused',
      });
      const wait = new Date(row!.run_at).getTime() - Date.now();
      expect(wait).toBeGreaterThan(delay - 5_000);
      expect(wait).toBeLessThanOrEqual(delay + 1_000);
      // Not due yet: a pass does nothing.
      expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
      await dueNow();
    }
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: 3 });
    expect(backoffDelay(10, 1000, 60_000)).toBe(60_000);
  });

  it('a permanent failure fails at once', async () => {
    await enqueue(1);
    const worker = new OutboxWorker(first.db, async () => {
      throw new PermanentFailure('Email could not be sent to this email address.');
    });
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect((await rows())[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'Email could not be sent to this email address.',
    });
  });

  it('a job whose worker died is taken over when its lease ends; the dead worker cannot finish it', async () => {
    const [id] = await enqueue(1);
    const [claimed] = await claimDue(first.db, 'dead', 10, 60_000);
    expect(claimed).toMatchObject({ id, status: 'processing', locked_by: 'dead', attempts: 1 });
    const live = new OutboxWorker(first.db, async (job) => delivered(job), { workerId: 'live' });
    expect(await live.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    await sql`UPDATE outbox SET locked_until = now() - interval '1 second'`.execute(first.db);
    expect(await live.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const late = await markSent(first.db, id!, 'dead', delivered(claimed!));
    expect(Number(late[0]!.numUpdatedRows)).toBe(0);
    expect((await rows())[0]).toMatchObject({
      status: 'sent',
      attempts: 2,
      message_id: `<${id}@test>`,
    });
  });

  it('start() polls and stop() waits for the pass in hand', async () => {
    await enqueue(3);
    const worker = new OutboxWorker(first.db, async (job) => delivered(job));
    worker.start(20);
    const deadline = Date.now() + 10_000;
    while ((await rows()).some((r) => r.status !== 'sent')) {
      if (Date.now() > deadline) throw new Error('worker did not send');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await worker.stop();
    await enqueue(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await rows()).filter((r) => r.status === 'pending')).toHaveLength(1);
  });
});
