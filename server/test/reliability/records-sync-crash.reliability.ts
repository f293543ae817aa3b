import { sql } from 'kysely';
import { startRecordsFeed, type RecordsFeedStandIn } from '../../scripts/records-feed-stand-in';
import { printFigures } from './support/figures';
import { request } from './support/http';
import { type ServerProcess, startServer } from './support/server-process';
import { createTarget, type Target, TARGET_NAMES } from './support/targets';

/**
 * Kill -9 the server while it applies a records sync, restart it on the same data: the new
 * process takes the run over at start (its holder is a dead process of this host), resumes at
 * the first unwritten row, and the register ends with every graduate of the source once.
 */
const ROWS = 12_000;
const KILL_AFTER = 2_000;
const SESSION = '2024/2025';

const rowAt = (i: number) => ({
  student_id: `CR${String(i)}`,
  matric_number: `CR/${String(i).padStart(6, '0')}`,
  surname: `Surname${String(i % 97)}`,
  first_name: 'Ada',
  email: `crash${String(i)}@example.edu`,
  programme: 'Records Science',
  faculty: 'Computing',
  department: 'Records',
  degree: 'B.Sc.',
  graduation_session: SESSION,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signIn(server: ServerProcess): Promise<string> {
  const email = /email\s*[:=]\s*(\S+@\S+)/i.exec(server.output())?.[1];
  const password = /password\s*[:=]\s*(\S+)/i.exec(server.output())?.[1];
  const answer = await request(server.base, 'POST', '/api/auth/login', {
    body: { email, password },
  });
  return (answer.body as { data: { token: string } }).data.token;
}

type Run = { status: string; error: string | null; counts: Record<string, number> };

describe.each(TARGET_NAMES)('a records sync killed mid-apply on %s', (name) => {
  let target: Target;
  let feed: RecordsFeedStandIn;
  let server: ServerProcess | undefined;
  const env = { RECORDS_SOURCE_TOKEN: 'feed-token', OUTBOX_INTERVAL_MS: '2000' };

  beforeAll(async () => {
    target = await createTarget(name);
    feed = await startRecordsFeed({
      catalogue: {
        sessions: [{ code: SESSION, name: SESSION, ends_on: '2025-09-30' }],
        programmes: [],
      },
      generated: { count: ROWS, rowAt },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await feed.close();
    await target.drop();
  });

  it('resumes after the restart with every graduate once', async () => {
    const options = {
      dataDir: target.dataDir,
      env,
      ...(target.databaseUrl ? { databaseUrl: target.databaseUrl } : {}),
    };
    server = await startServer(options);
    const token = await signIn(server);
    const call = async (method: string, path: string, body?: unknown) => {
      const answer = await request(server!.base, method, `/api${path}`, {
        ...(body === undefined ? {} : { body }),
        headers: { authorization: `Bearer ${token}` },
      });
      if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.text}`);
      return (answer.body as { data: unknown }).data;
    };
    const until = async (id: number, done: (run: Run) => boolean) => {
      for (const deadline = Date.now() + 180_000; Date.now() < deadline; await sleep(100)) {
        const run = (await call('GET', `/records-sync/runs/${String(id)}`)) as Run;
        if (run.status === 'failed') throw new Error(`the run failed: ${String(run.error)}`);
        if (done(run)) return run;
      }
      throw new Error('the run did not get there within 180 s');
    };

    await call('PUT', '/records-source', {
      kind: 'http',
      base_url: feed.url,
      file_location: null,
      sync_every_hours: null,
      auto_apply: false,
    });
    const { id } = (await call('POST', '/records-sync/runs', { mode: 'full' })) as { id: number };
    await until(id, (run) => run.status === 'ready');
    await call('POST', `/records-sync/runs/${String(id)}/apply`);
    const before = await until(id, (run) => (run.counts.applied ?? 0) >= KILL_AFTER);
    await server.kill9();
    const killedAt = before.counts.applied ?? 0;

    const restarted = Date.now();
    // The administrator's token is stored with the data: it is good after the restart.
    server = await startServer(options);
    const after = await until(id, (run) => run.status === 'applied');
    const resumedInMs = Date.now() - restarted;
    expect(after.counts).toMatchObject({ new: ROWS, applied: ROWS });

    await server.stop();
    server = undefined;
    const handle = await target.open();
    try {
      const { total, students } = await handle.db
        .selectFrom('graduates')
        .select([
          (eb) => eb.fn.countAll<string>().as('total'),
          sql<string>`count(DISTINCT source_id)`.as('students'),
        ])
        .where('source_id', 'like', 'CR%')
        .executeTakeFirstOrThrow();
      expect({ total: Number(total), students: Number(students) }).toEqual({
        total: ROWS,
        students: ROWS,
      });
      printFigures({
        suite: 'records sync killed mid-apply',
        target: name,
        requestsTried: 0,
        faultsInjected: 1,
        recordsChecked: ROWS,
        lost: ROWS - Number(students),
        duplicates: Number(total) - Number(students),
        appliedBeforeKill: killedAt,
        resumedAndAppliedInMs: resumedInMs,
      });
    } finally {
      await handle.close();
    }
  });
});
