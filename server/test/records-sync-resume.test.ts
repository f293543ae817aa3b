import { sql } from 'kysely';
import type { Db } from '../src/db/schema';
import { RecordsSyncRunner } from '../src/modules/records-sync/runner';
import type { RecordsFeedStandIn } from '../scripts/records-feed-stand-in';
import { databaseTargets } from './support/databases';
import { feedRow, scratchDir, startFeed, syncCalls, writeToken } from './support/records-feed';
import { staffApp } from './support/staff-app';
import path from 'node:path';

const tokenFile = path.join(scratchDir(), 'token');
const ADMIN = { actorUserId: null, ip: null };
const ROWS = 23;

/** How many records came from the source, and whether any student is on record twice. */
async function registerOf(db: Db) {
  const { total, students } = await db
    .selectFrom('graduates')
    .select([
      (eb) => eb.fn.countAll<string>().as('total'),
      sql<string>`count(DISTINCT source_id)`.as('students'),
    ])
    .where('source_id', 'like', 'STU-%')
    .executeTakeFirstOrThrow();
  return { total: Number(total), students: Number(students) };
}

describe.each(databaseTargets())('an interrupted apply on $name', (target) => {
  let feed: RecordsFeedStandIn;
  const source = { tokenFile, retryDelayMs: 10, pageSize: 10 };
  const t = staffApp(target, [], () => ({ recordsSource: { ...source, leaseMs: 60_000 } }));
  const sync = syncCalls(t);

  beforeAll(async () => {
    writeToken(tokenFile, 'feed-token');
    feed = await startFeed(Array.from({ length: ROWS }, (_, i) => feedRow(i + 1)));
    await sync.configure({ base_url: feed.url });
  });
  afterAll(() => feed.close());

  it('is taken over by another process when its own stops, and ends with every row once', async () => {
    const run = await sync.start();
    let release: () => void = () => undefined;
    const frozen = new Promise<void>((resolve) => (release = resolve));
    let batches = 0;
    // This process stops after its second batch of 5, holding the lease…
    await t.app.recordsSync.apply(run.id, ADMIN, {
      batchSize: 5,
      afterBatch: async () => {
        batches += 1;
        if (batches === 2) await frozen;
      },
    });
    for (let waited = 0; batches < 2 && waited < 10_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await registerOf(t.app.db)).toEqual({ total: 10, students: 10 });

    // …until its lease runs out. Another process takes the run over and resumes it.
    await t.app.db
      .updateTable('records_sync_runs')
      .set({ lease_until: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', run.id)
      .execute();
    const other = new RecordsSyncRunner(t.app.db, { source, leaseMs: 60_000 });
    await other.resumeInterrupted();
    await other.settled();
    expect(await sync.run(run.id)).toMatchObject({
      status: 'applied',
      counts: { new: ROWS, applied: ROWS },
    });
    // The first process wakes: the run is no longer its own, and it writes nothing.
    release();
    await t.app.recordsSync.settled();
    expect(await registerOf(t.app.db)).toEqual({ total: ROWS, students: ROWS });
    expect((await sync.run(run.id)).status).toBe('applied');
  });

  it('stops on an error with what happened, and applying again resumes where it stopped', async () => {
    feed.rows.push(...Array.from({ length: 7 }, (_, i) => feedRow(ROWS + i + 1)));
    const run = await sync.start();
    expect(run.counts.new).toBe(7);
    let batches = 0;
    await t.app.recordsSync.apply(run.id, ADMIN, {
      batchSize: 3,
      afterBatch: () => {
        batches += 1;
        if (batches === 1) throw new Error('disk full');
      },
    });
    await t.app.recordsSync.settled();
    expect(await sync.run(run.id)).toMatchObject({
      status: 'failed',
      error: 'The sync stopped on an error: disk full Apply again to resume where it stopped.',
      counts: { applied: 3 },
    });
    expect(await sync.apply(run.id)).toMatchObject({ status: 'applied', counts: { applied: 7 } });
    expect(await registerOf(t.app.db)).toEqual({ total: ROWS + 7, students: ROWS + 7 });
  });

  it('fails a read whose process stopped, so a new one can start', async () => {
    feed.faults = { slow: new Map([[1, 5000]]) };
    const started = await t.call('POST', '/records-sync/runs', { mode: 'full' });
    const id = started.json().data.id as number;
    // The process reading it is gone (its lease ran out); the next start fails it and goes on.
    await t.app.recordsSync.close();
    await t.app.db
      .updateTable('records_sync_runs')
      .set({ status: 'diffing', lease_until: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', id)
      .execute();
    feed.faults = {};
    const next = await sync.start();
    expect(next.status).toBe('ready');
    expect(await sync.run(id)).toMatchObject({
      status: 'failed',
      error: 'The read was interrupted (its process stopped). Start a new sync.',
    });
  });
});

describe.each(databaseTargets())('the schedule on $name', (target) => {
  let feed: RecordsFeedStandIn;
  const t = staffApp(target, [], () => ({
    recordsSource: { tokenFile, retryDelayMs: 10, tickMs: 50 },
  }));
  const sync = syncCalls(t);
  beforeAll(async () => {
    writeToken(tokenFile, 'feed-token');
    feed = await startFeed([feedRow(1), feedRow(2)]);
  });
  afterAll(() => feed.close());

  it('starts a run when one is due and applies it itself when asked to', async () => {
    await sync.configure({ base_url: feed.url, sync_every_hours: 24, auto_apply: true });
    expect((await t.call('GET', '/records-source')).json().data.next_run_at).toEqual(
      expect.any(String),
    );
    const runs = () => t.app.db.selectFrom('records_sync_runs').selectAll().execute();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await runs()).toHaveLength(0);
    // A day later:
    await t.app.db
      .updateTable('records_source')
      .set({ updated_at: sql<Date>`now() - interval '25 hours'` })
      .execute();
    for (let waited = 0; waited < 10_000; waited += 50) {
      const [run] = await runs();
      if (run?.status === 'applied') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [run] = await runs();
    expect(run).toMatchObject({ trigger: 'schedule', mode: 'full', status: 'applied' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await runs()).toHaveLength(1);
  });
});
