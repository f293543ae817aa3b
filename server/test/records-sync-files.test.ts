import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { databaseTargets } from './support/databases';
import { graduateByMatric } from './support/rows';
import { staffApp } from './support/staff-app';
import { feedRow, scratchDir, startFeed, syncCalls } from './support/records-feed';
import type { RecordsFeedStandIn } from '../scripts/records-feed-stand-in';

const dropDir = scratchDir();
const HEADER =
  'student_id,matric_number,surname,first_name,other_names,email,programme,faculty,department,degree,class_of_degree,graduation_session,graduation_year';
const csvLine = (n: number, overrides: Record<string, string> = {}) => {
  const row = { ...feedRow(n), graduation_year: '2020', ...overrides } as Record<string, unknown>;
  return HEADER.split(',')
    .map((column) => {
      const value = row[column] === null || row[column] === undefined ? '' : String(row[column]);
      return /[",]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
    })
    .join(',');
};

describe.each(databaseTargets())('records sync from a file drop on $name', (target) => {
  let feed: RecordsFeedStandIn;
  const t = staffApp(target, [], () => ({
    recordsSource: { dropDir, requestTimeoutMs: 2000, retryDelayMs: 10 },
  }));
  const sync = syncCalls(t);
  beforeAll(async () => {
    feed = await startFeed();
  });
  afterAll(() => feed.close());

  it('reads a CSV in the drop folder: quoted values, a short line and a bad year rejected', async () => {
    const file = `register-${target.name}.csv`;
    writeFileSync(
      path.join(dropDir, file),
      [
        `\uFEFF${HEADER}`,
        csvLine(101, { surname: 'Okafor, Jnr' }),
        csvLine(102, { other_names: 'Said "Sunny"' }),
        'STU-103,RS/19/0103,Short',
        csvLine(104, { graduation_year: 'nineteen' }),
        '',
      ].join('\r\n'),
    );
    expect((await sync.configure({ kind: 'file', file_location: file })).statusCode).toBe(200);
    const run = await sync.start();
    expect(run).toMatchObject({ source: 'file', status: 'ready' });
    expect(run.counts).toMatchObject({ new: 2, rejected: 2, sessions_new: 1 });
    const reasons = (await sync.rows(run.id, 'rejected')).map((row) => row.reason);
    expect(reasons).toEqual([
      'line 4: Expected 13 values, found 3',
      expect.stringMatching(/^line 5: graduation_year: /),
    ]);
    await sync.apply(run.id);
    expect(await graduateByMatric(t.app.db, 'RS/19/0101')).toMatchObject({
      surname: 'Okafor, Jnr',
    });
    expect(await graduateByMatric(t.app.db, 'RS/19/0102')).toMatchObject({
      other_names: 'Said "Sunny"',
      graduation_year: 2020,
    });
  });

  it('reads JSON Lines at an http address, and takes the year from the session when a row has none', async () => {
    await t.app.db
      .updateTable('academic_sessions')
      .set({ ends_on: '2020-09-30' })
      .where('code', '=', '2019/2020')
      .execute();
    feed.files.set(
      'register.jsonl',
      [
        JSON.stringify({ ...feedRow(105), updated_at: undefined }),
        '{ not json',
        JSON.stringify(feedRow(106, { graduation_session: '2030/2031' })),
      ].join('\n'),
    );
    await sync.configure({ kind: 'file', file_location: `${feed.url}files/register.jsonl` });
    const run = await sync.start();
    expect(run.counts).toMatchObject({ new: 1, rejected: 2 });
    expect((await sync.rows(run.id, 'rejected')).map((row) => row.reason)).toEqual([
      'line 2: The line is not JSON',
      'line 3: graduation_year: Required (or a graduation_session whose end date is known)',
    ]);
    await sync.apply(run.id);
    expect(await graduateByMatric(t.app.db, 'RS/19/0105')).toMatchObject({ graduation_year: 2020 });
  });

  it('fails the run with the reason when the file cannot be used', async () => {
    writeFileSync(path.join(dropDir, 'odd.csv'), 'matric_number,shoe_size\nRS/1,42\n');
    await sync.configure({ kind: 'file', file_location: 'odd.csv' });
    expect(await sync.start()).toMatchObject({
      status: 'failed',
      error: 'Unknown column(s) in the header: shoe_size.',
    });
    await sync.configure({ kind: 'file', file_location: 'absent.csv' });
    expect(await sync.start()).toMatchObject({
      status: 'failed',
      error: 'There is no file absent.csv in the drop folder.',
    });
    const outside = await sync.configure({ kind: 'file', file_location: '../etc/passwd.csv' });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors.file_location).toEqual([
      'Enter a file name in the drop folder or an http(s) address',
    ]);
    const spreadsheet = await sync.configure({ kind: 'file', file_location: 'register.xlsx' });
    expect(spreadsheet.json().errors.file_location).toEqual([
      'Name a .csv, .jsonl or .ndjson file',
    ]);
  });

  it('checks the source and shows its configuration, never a token', async () => {
    await sync.configure({ kind: 'file', file_location: `register-${target.name}.csv` });
    const check = await t.call('POST', '/records-source/check');
    expect(check.json().data).toMatchObject({
      ok: true,
      message: 'The file can be read (4 row(s) in its first part).',
    });
    const shown = (await t.call('GET', '/records-source')).json().data;
    expect(shown).toMatchObject({
      kind: 'file',
      token_configured: false,
      drop_dir_configured: true,
    });
    // The token goes with every request: plain http only to this machine.
    const plain = await sync.configure({ kind: 'http', base_url: 'http://sis.example.edu/feed/' });
    expect(plain.json().errors.base_url).toEqual([
      'Enter an https:// address (http:// only for this machine)',
    ]);
    const broken = await sync.configure({ kind: 'file', file_location: 'http://[x.csv' });
    expect(broken.statusCode).toBe(422);
    const incomplete = await sync.configure({ kind: 'http', base_url: null });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().errors.base_url).toBeDefined();
  });
});
