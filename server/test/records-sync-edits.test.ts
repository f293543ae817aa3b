import path from 'node:path';
import type { RecordsFeedStandIn } from '../scripts/records-feed-stand-in';
import { databaseTargets } from './support/databases';
import {
  editGraduate,
  feedRow,
  scratchDir,
  startFeed,
  syncCalls,
  writeToken,
} from './support/records-feed';
import { graduateByMatric } from './support/rows';
import { staffApp } from './support/staff-app';

const tokenFile = path.join(scratchDir(), 'token');
const ADMIN = { actorUserId: null, ip: null };

/** Staff edits meeting syncs: nothing a person corrected by hand is lost to an older or quieter source. */
describe.each(databaseTargets())('staff edits and syncs on $name', (target) => {
  let feed: RecordsFeedStandIn;
  const t = staffApp(target, [], () => ({ recordsSource: { tokenFile, retryDelayMs: 10 } }));
  const sync = syncCalls(t);
  const editEmail = async (matric: string, email: string) =>
    expect((await editGraduate(t, matric, { email })).statusCode).toBe(200);

  beforeAll(async () => {
    writeToken(tokenFile, 'feed-token');
    feed = await startFeed([feedRow(1), feedRow(2), feedRow(3)]);
    await sync.configure({ base_url: feed.url });
    await sync.apply((await sync.start()).id);
  });
  afterAll(() => feed.close());

  it('keeps an email staff corrected when the source first sends no email, then its old one again', async () => {
    await editEmail('RS/19/0001', 'corrected@example.com');
    feed.rows[0] = feedRow(1, { email: null });
    await sync.apply((await sync.start()).id);
    feed.rows[0] = feedRow(1);
    const run = await sync.start();
    expect(run.counts).toMatchObject({ conflict: 0 });
    await sync.apply(run.id);
    expect((await graduateByMatric(t.app.db, 'RS/19/0001'))?.email).toBe('corrected@example.com');
  });

  it('refuses to apply an older run after a newer one was applied, and a decision the record outran', async () => {
    feed.rows[1] = feedRow(2, { surname: 'Older' });
    const older = await sync.start();
    feed.rows[1] = feedRow(2, { surname: 'Newer' });
    // A newer run supersedes the ready one (discarded); an older failed one is refused too.
    await t.app.db
      .updateTable('records_sync_runs')
      .set({ status: 'failed' })
      .where('id', '=', older.id)
      .execute();
    const newer = await sync.start();
    await sync.apply(newer.id);
    const stale = await t.call('POST', `/records-sync/runs/${String(older.id)}/apply`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'A newer sync of the records source was applied since this one was read; start a new sync.',
    );
    expect((await graduateByMatric(t.app.db, 'RS/19/0002'))?.surname).toBe('Newer');

    // A conflict, then staff put the record back as the source last had it: no longer a conflict.
    await editEmail('RS/19/0003', 'hand@example.com');
    feed.rows[2] = feedRow(3, { email: 'source-new@example.com' });
    const run = await sync.start();
    const [conflict] = await sync.rows(run.id, 'conflict');
    await editEmail('RS/19/0003', 'student3@example.com');
    const decided = await sync.decide(run.id, conflict!.seq, 'local');
    expect(decided.statusCode).toBe(409);
    expect(decided.json().message).toMatch(/no longer a conflict/);
    await t.app.recordsSync.apply(run.id, ADMIN);
    await t.app.recordsSync.settled();
  });

  it('refuses a second source row that would write the same record', async () => {
    feed.rows.push(feedRow(4), feedRow(5));
    await sync.apply((await sync.start()).id);
    // Student 4 moves to a new matric number; a row without a student id keeps the old one.
    feed.rows[3] = feedRow(4, { matric_number: 'RS/19/9004' });
    feed.rows[4] = feedRow(5, {
      student_id: null,
      matric_number: 'RS/19/0004',
      surname: 'Impostor',
    });
    const run = await sync.start();
    const rejected = await sync.rows(run.id, 'rejected');
    expect(rejected.map((row) => row.reason)).toEqual([
      expect.stringMatching(/Repeats the matric number, student id or record of an earlier row/),
    ]);
    await sync.apply(run.id);
    expect(await graduateByMatric(t.app.db, 'RS/19/9004')).toMatchObject({ surname: 'Surname4' });
  });
});
