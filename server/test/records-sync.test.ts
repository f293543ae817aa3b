import path from 'node:path';
import { sql } from 'kysely';
import { databaseTargets } from './support/databases';
import { auditEntries, countRows, graduateByMatric } from './support/rows';
import { withIdentity } from './support/identity';
import { softCopyApplication, submitCertificateApplication } from './support/payments-fixtures';
import { staffApp } from './support/staff-app';
import {
  editGraduate,
  feedRow,
  scratchDir,
  SESSIONS,
  startFeed,
  syncCalls,
  writeToken,
} from './support/records-feed';
import type { RecordsFeedStandIn } from '../scripts/records-feed-stand-in';

const scratch = scratchDir();
const tokenFile = path.join(scratch, 'token');

describe.each(databaseTargets())('records sync over the HTTP feed on $name', (target) => {
  let feed: RecordsFeedStandIn;
  const t = staffApp(target, ['officer'], () => ({
    recordsSource: { tokenFile, requestTimeoutMs: 500, retryDelayMs: 20, pageSize: 3 },
  }));
  const sync = syncCalls(t);
  const graduatesFromSource = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('graduates')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('source_id', 'is not', null)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    writeToken(tokenFile, 'feed-token');
    feed = await startFeed(Array.from({ length: 7 }, (_, i) => feedRow(i + 1)));
    feed.rows.push(feedRow(8, { graduation_session: '2018/2019' }));
    expect((await sync.configure({ base_url: feed.url })).statusCode).toBe(200);
  });
  afterAll(() => feed.close());

  it('previews a full sync without touching the records, then applies it', async () => {
    const before = await countRows(t.app.db, 'graduates');
    const run = await sync.start();
    expect(run).toMatchObject({ status: 'ready', mode: 'full', source: 'http', error: null });
    expect(run.counts).toMatchObject({ new: 8, changed: 0, rejected: 0, missing: 0, applied: 0 });
    expect(run.counts).toMatchObject({ sessions_new: 2, programmes_new: 1 });
    expect(await countRows(t.app.db, 'graduates')).toBe(before);
    // Pages of 3: 2019/2020 has 7 rows (3 pages), 2018/2019 one.
    expect(feed.requests.filter((r) => r.path === '/graduates')).toHaveLength(4);

    const applied = await sync.apply(run.id);
    expect(applied).toMatchObject({ status: 'applied', counts: { new: 8, applied: 8 } });
    expect(await countRows(t.app.db, 'graduates')).toBe(before + 8);
    const one = await graduateByMatric(t.app.db, 'RS/19/0008');
    expect(one).toMatchObject({ surname: 'Surname8', email: 'student8@example.com' });
    const session = await t.app.db
      .selectFrom('academic_sessions')
      .select(['code', sql<string>`to_char(ends_on, 'YYYY-MM-DD')`.as('ends_on')])
      .where('id', '=', (one as { graduation_session_id: number }).graduation_session_id)
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ code: '2018/2019', ends_on: '2019-09-30' });
    expect(one?.graduation_year).toBe(2019);
    expect(
      await t.app.db
        .selectFrom('programmes')
        .select('name')
        .where('name', '=', 'Records Science')
        .execute(),
    ).toHaveLength(1);

    const again = await sync.start();
    expect(again.counts).toMatchObject({ new: 0, changed: 0, unchanged: 8, missing: 0 });
  });

  it('files graduates under their academic session: on the record, in the list filter, on certificates', async () => {
    const listed = (await t.call('GET', '/graduates?graduation_session=2018%2F2019')).json().data;
    expect(listed.total).toBe(1);
    expect(listed.data[0]).toMatchObject({
      matric_number: 'RS/19/0008',
      graduation_session: '2018/2019',
    });
    const template = await t.call('POST', '/certificate-templates', {
      name: 'Session certificate',
      title: 'Certificate',
      body_template: 'Awarded to {{full_name}} in the {{graduation_session}} session.',
      orientation: 'landscape',
    });
    expect(template.statusCode).toBe(200);
  });

  it('lists the sessions for the admin filters, and finds the requests of a session graduates', async () => {
    const sessions = await t.call('GET', '/academic-sessions', undefined, t.as.officer);
    expect(sessions.statusCode).toBe(200);
    expect(sessions.json().data).toEqual([
      { ...SESSIONS[1], graduates: 7 },
      { ...SESSIONS[0], graduates: 1 },
    ]);
    const transcript = async (matric: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/applications',
        payload: await withIdentity(t.app.db, softCopyApplication('a@example.com', matric)),
      });
      expect(response.statusCode).toBe(200);
      return response.json().data.tracking_id as string;
    };
    const older = await transcript('RS/19/0008');
    const newer = await transcript('RS/19/0001');
    const olderCertificate = await submitCertificateApplication(t, { matric_number: 'RS/19/0008' });
    await submitCertificateApplication(t, { matric_number: 'RS/19/0002' });
    const trackingIds = async (url: string) =>
      (await t.call('GET', url, undefined, t.as.officer))
        .json()
        .data.data.map((row: { tracking_id: string }) => row.tracking_id);

    expect(await trackingIds('/applications?graduation_session=2018%2F2019')).toEqual([older]);
    expect(
      await trackingIds('/applications?graduation_session=2019%2F2020&status=pending_payment'),
    ).toEqual([newer]);
    expect(await trackingIds('/applications?graduation_session=2017%2F2018')).toEqual([]);
    expect(await trackingIds('/certificate-applications?graduation_session=2018%2F2019')).toEqual([
      olderCertificate.tracking_id,
    ]);
    // The page links keep the filter.
    const page = (await t.call('GET', '/applications?graduation_session=2018%2F2019')).json().data;
    const urls = (page.links as { url: string | null }[]).flatMap((link) => link.url ?? []);
    expect(urls).not.toEqual([]);
    for (const url of urls) expect(url).toContain('graduation_session=2018%2F2019');
  });

  it('reads only what changed since the last applied run, and lists no missing rows for it', async () => {
    feed.rows[1] = feedRow(2, {
      class_of_degree: 'First Class',
      updated_at: new Date().toISOString(),
    });
    feed.rows.push(feedRow(9, { updated_at: new Date().toISOString() }));
    feed.requests.length = 0;
    const run = await sync.start('incremental');
    expect(run.mode).toBe('incremental');
    const asked = feed.requests.filter((r) => r.path === '/graduates');
    expect(asked.every((r) => r.query.updated_since !== undefined)).toBe(true);
    expect(run.counts).toMatchObject({ new: 1, changed: 1, unchanged: 0, missing: 0 });
    const [changed] = await sync.rows(run.id, 'changed');
    expect(changed?.changes).toEqual({
      class_of_degree: { from: 'Second Class Upper', to: 'First Class' },
    });
    await sync.apply(run.id);
    expect((await graduateByMatric(t.app.db, 'RS/19/0002'))?.class_of_degree).toBe('First Class');
  });

  it('takes a name change only the source made, audited on the record', async () => {
    feed.rows[2] = feedRow(3, { surname: 'Married-Name' });
    const run = await sync.start();
    const [row] = await sync.rows(run.id, 'changed');
    expect(row?.changes).toEqual({ surname: { from: 'Surname3', to: 'Married-Name' } });
    await sync.apply(run.id);
    const record = await graduateByMatric(t.app.db, 'RS/19/0003');
    expect(record?.surname).toBe('Married-Name');
    const [audit] = await auditEntries(t.app.db, 'graduate.updated', record!.id);
    expect(audit?.details).toMatchObject({
      via: 'records-sync',
      run_id: run.id,
      changes: { surname: { from: 'Surname3', to: 'Married-Name' } },
    });
  });

  it('never overwrites a hand edit: a conflict waits for staff, who keep the record or take the source', async () => {
    const four = (await graduateByMatric(t.app.db, 'RS/19/0004'))!;
    for (const [matric, surname] of [
      ['RS/19/0004', 'Hand-Edited'],
      ['RS/19/0005', 'Staff-Spelling'],
    ] as const) {
      expect((await editGraduate(t, matric, { surname })).statusCode).toBe(200);
    }
    // The source changes #4's surname too, and only #5's degree class.
    feed.rows[3] = feedRow(4, { surname: 'Source-Spelling' });
    feed.rows[4] = feedRow(5, { class_of_degree: 'Third Class' });
    const run = await sync.start();
    expect(run.counts).toMatchObject({ conflict: 1, changed: 1 });
    const [conflict] = await sync.rows(run.id, 'conflict');
    expect(conflict).toMatchObject({ matric_number: 'RS/19/0004', decision: null });
    expect(conflict?.reason).toMatch(/Staff changed the name, email or matric number by hand/);
    expect(conflict?.changes?.surname).toEqual({ from: 'Hand-Edited', to: 'Source-Spelling' });

    const applied = await sync.apply(run.id);
    expect(applied).toMatchObject({ status: 'applied', undecided: 1 });
    expect((await graduateByMatric(t.app.db, 'RS/19/0004'))?.surname).toBe('Hand-Edited');
    // #5: the hand-edited surname stays, the source's degree class is taken.
    expect(await graduateByMatric(t.app.db, 'RS/19/0005')).toMatchObject({
      surname: 'Staff-Spelling',
      class_of_degree: 'Third Class',
    });

    const kept = await sync.decide(run.id, conflict!.seq, 'local');
    expect(kept.statusCode).toBe(200);
    const listed = (await t.call('GET', '/records-sync/runs?per_page=1')).json().data.data[0];
    expect(listed).toMatchObject({ id: run.id, undecided: 0 });
    expect(kept.json().data).toMatchObject({ decision: 'local', applied: true });
    expect((await sync.decide(run.id, conflict!.seq, 'source')).statusCode).toBe(409);
    expect((await graduateByMatric(t.app.db, 'RS/19/0004'))?.surname).toBe('Hand-Edited');
    const decided = await auditEntries(t.app.db, 'records_sync.conflict_decided', four.id);
    expect(decided[0]?.details).toMatchObject({ keep: 'local', run_id: run.id });

    // Kept: the next sync does not ask again while the source says the same.
    const quiet = await sync.start();
    expect(quiet.counts).toMatchObject({ conflict: 0 });

    // The source changes it again: asked again; this time the source's spelling is taken.
    feed.rows[3] = feedRow(4, { surname: 'Source-Spelling-2' });
    const next = await sync.start();
    const [again] = await sync.rows(next.id, 'conflict');
    expect(again?.matric_number).toBe('RS/19/0004');
    expect((await sync.decide(next.id, again!.seq, 'source')).statusCode).toBe(200);
    expect((await graduateByMatric(t.app.db, 'RS/19/0004'))?.surname).toBe('Source-Spelling-2');
    const updates = await auditEntries(t.app.db, 'graduate.updated', four.id);
    expect(updates.some((e) => (e.details as { decision?: string }).decision === 'source')).toBe(
      true,
    );
    await sync.apply(next.id);
  });

  it('takes a CSV upload as a staff edit: a run of its own, and a conflict when the source changes the name too', async () => {
    const header =
      'matric_number,surname,first_name,other_names,email,programme,faculty,department,degree,class_of_degree,graduation_year';
    const csv = `${header}\nRS/19/0006,Uploaded-Name,Ada,,student6@example.com,Records Science,Computing,Records,B.Sc.,Second Class Upper,2020\n`;
    const imported = await t.call('POST', '/graduates/import', { csv });
    expect(imported.json().data).toMatchObject({ created: 0, updated: 1, failed: 0 });
    const runs = (await t.call('GET', '/records-sync/runs?per_page=1')).json().data.data;
    expect(runs[0]).toMatchObject({ source: 'csv', trigger: 'upload', status: 'applied' });
    expect(runs[0].counts).toMatchObject({ changed: 1, applied: 1 });

    feed.rows[5] = feedRow(6, { surname: 'Registry-Spelling' });
    const run = await sync.start();
    const [conflict] = await sync.rows(run.id, 'conflict');
    expect(conflict).toMatchObject({
      matric_number: 'RS/19/0006',
      changes: { surname: { from: 'Uploaded-Name', to: 'Registry-Spelling' } },
    });
    await sync.apply(run.id);
    feed.rows[5] = feedRow(6);
  });

  it('rejects malformed rows with their reasons and goes on with the rest', async () => {
    feed.rows.push(
      feedRow(20, { matric_number: 'bad matric!' }),
      feedRow(21, { surname: '' }),
      feedRow(22, { matric_number: 'RS/19/0001', student_id: 'STU-22' }),
      feedRow(23),
      feedRow(23, { student_id: 'STU-23B' }),
      { nonsense: true, graduation_session: '2019/2020' },
    );
    const run = await sync.start();
    const rejected = await sync.rows(run.id, 'rejected');
    const reasons = rejected.map((r) => r.reason);
    expect(reasons).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/session 2019\/2020, page \d+, row \d+: matric_number: Use 3–30/),
        expect.stringMatching(/surname: /),
        expect.stringMatching(
          /Matric number RS\/19\/0001 is on record for student STU-1, not STU-22/,
        ),
        expect.stringMatching(/Repeats the matric number, student id or record of an earlier row/),
        expect.stringMatching(/student_id|matric_number: /),
      ]),
    );
    expect(rejected).toHaveLength(5);
    expect(run.counts).toMatchObject({ new: 1, rejected: 5 });
    await sync.apply(run.id);
    expect(await graduateByMatric(t.app.db, 'RS/19/0023')).toBeDefined();
    feed.rows.splice(feed.rows.length - 6, 6);
  });

  it('lists records that left the source as missing and keeps them; a rejected row is not missing', async () => {
    const removed = feed.rows.splice(0, 1);
    const third = feed.rows.findIndex((row) => row.matric_number === 'RS/19/0003');
    const kept = feed.rows[third]!;
    feed.rows[third] = feedRow(3, { surname: '' });
    const before = await graduateByMatric(t.app.db, 'RS/19/0003');
    const run = await sync.start();
    const missing = (await sync.rows(run.id, 'missing')).map((r) => r.matric_number);
    expect(missing).toEqual(expect.arrayContaining(['RS/19/0001', 'RS/19/0023']));
    expect(missing).not.toContain('RS/19/0003');
    expect(await sync.rows(run.id, 'rejected')).toEqual([
      expect.objectContaining({
        matric_number: 'RS/19/0003',
        student_id: 'STU-3',
        reason: expect.stringMatching(/surname: /),
      }),
    ]);
    await sync.apply(run.id);
    expect(await graduateByMatric(t.app.db, 'RS/19/0001')).toBeDefined();
    expect(await graduateByMatric(t.app.db, 'RS/19/0003')).toEqual(before);
    feed.rows[third] = kept;
    feed.rows.unshift(...removed);
  });

  it('rides out a slow page and a 500 mid-read, and says so when the feed stays down', async () => {
    feed.faults = { slow: new Map([[2, 900]]), fail: new Set([3]) };
    const run = await sync.start();
    expect(run.status).toBe('ready');
    feed.faults = { fail: new Set([1, 2, 3, 4]) };
    const down = await sync.start();
    expect(down.status).toBe('failed');
    expect(down.error).toBe(
      'The records source answered 500 for /graduates?session=2018%2F2019&limit=3 (tried 4 times).',
    );
    feed.faults = { stuckPaging: true };
    expect(await sync.start()).toMatchObject({
      status: 'failed',
      error:
        'The records source gave page 2 of session 2018/2019 a next_page_token it had already given.',
    });
    feed.faults = {};
  });

  it('takes up a renewed token from the token file when the old one expires mid-read', async () => {
    feed.faults = { expireTokensAfter: 2 };
    const expired = await sync.start();
    expect(expired.status).toBe('failed');
    expect(expired.error).toMatch(/refused the token \(401\)\. Renew RECORDS_SOURCE_TOKEN/);

    // The first page is slow; the token is rotated meanwhile, and the next page meets the expiry.
    feed.tokens.add('feed-token');
    feed.faults = { expireTokensAfter: 2, slow: new Map([[1, 300]]) };
    feed.requests.length = 0;
    const started = await t.call('POST', '/records-sync/runs', { mode: 'full' });
    for (let waited = 0; feed.requests.length < 2 && waited < 5000; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    feed.tokens.add('rotated-token');
    writeToken(tokenFile, 'rotated-token');
    const run = await sync.run((started.json().data as { id: number }).id);
    await t.app.recordsSync.settled();
    expect(await sync.run(run.id)).toMatchObject({ status: 'ready', error: null });
    expect(feed.requests.at(-1)?.authorization).toBe('Bearer rotated-token');
    feed.faults = {};
  });

  it('runs one sync at a time', async () => {
    feed.faults = { slow: new Map([[1, 400]]) };
    const first = await t.call('POST', '/records-sync/runs', { mode: 'full' });
    const second = await t.call('POST', '/records-sync/runs', { mode: 'full' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/is reading the source; wait for it to finish/);
    await t.app.recordsSync.settled();
    expect(await sync.run(first.json().data.id)).toMatchObject({ status: 'ready', error: null });

    // A run still reading can be stopped; the next one starts at once.
    feed.faults = { slow: new Map([[1, 400]]) };
    const reading = await t.call('POST', '/records-sync/runs', { mode: 'full' });
    const stopped = await t.call(
      'POST',
      `/records-sync/runs/${String(reading.json().data.id)}/discard`,
    );
    expect(stopped.json().data).toMatchObject({ status: 'discarded' });
    feed.faults = {};
    expect(await sync.start()).toMatchObject({ status: 'ready' });
    expect(await sync.run(reading.json().data.id)).toMatchObject({ status: 'discarded' });
  });

  it('is for administrators only', async () => {
    for (const [method, url] of [
      ['GET', '/records-source'],
      ['PUT', '/records-source'],
      ['POST', '/records-source/check'],
      ['POST', '/records-sync/runs'],
      ['GET', '/records-sync/runs'],
      ['GET', '/records-sync/runs/1'],
      ['GET', '/records-sync/runs/1/rows'],
      ['POST', '/records-sync/runs/1/apply'],
    ] as const) {
      const payload =
        method === 'PUT'
          ? {
              kind: 'none',
              base_url: null,
              file_location: null,
              sync_every_hours: null,
              auto_apply: false,
            }
          : method === 'POST'
            ? {}
            : undefined;
      const response = await t.call(method, url, payload, t.as.officer);
      expect([method, url, response.statusCode]).toEqual([method, url, 403]);
    }
    expect(await graduatesFromSource()).toBeGreaterThan(0);
  });
});
