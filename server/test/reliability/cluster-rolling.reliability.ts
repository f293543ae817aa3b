import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { type ApiProcess, type Cluster, startCluster } from '../../scripts/cluster';
import { TEST_REDIS_URL } from '../support/counter-stores';
import { printFigures } from './support/figures';
import { type HttpAnswer, request } from './support/http';
import { mailDirOf, type PlannedSubmission, planSubmissions, runTag } from './support/submissions';
import { createTarget, type Target } from './support/targets';
import { Client } from 'pg';

/**
 * A registry deploys by restarting its API processes one at a time behind HAProxy, and a process
 * can die at any moment. Under 30 s of mixed traffic (applicants tracking, applicants submitting
 * with the portal's Idempotency-Key and retry, staff listing applications), every API process is
 * restarted in turn and one is killed with SIGKILL: no client request fails, no submission is
 * stored twice, and every acknowledged submission is stored with the tracking id it was given.
 */
/** Three: the faults below name each of them. */
const API_PROCESSES = 3;
const LOAD_MS = 30_000;
const IN_FLIGHT = 12;
const PLANNED = 6000;
/** The portal's policy (shared-api's client): two more tries, same key, on these outcomes. */
const CLIENT_TRIES = 3;
const RETRIED_STATUSES = [502, 503, 504];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Tally {
  sent: number;
  byKind: Record<'track' | 'submit' | 'list', number>;
  clientRetries: number;
  failed: string[];
  acks: { email: string; trackingId: string }[];
}

const emptyTally = (): Tally => ({
  sent: 0,
  byKind: { track: 0, submit: 0, list: 0 },
  clientRetries: 0,
  failed: [],
  acks: [],
});

/** A submission as the portal sends it: one key, the same on each retry. */
async function submit(cluster: Cluster, planned: PlannedSubmission, tally: Tally): Promise<Tally> {
  const key = randomBytes(16).toString('hex');
  for (let attempt = 1; ; attempt += 1) {
    tally.sent += 1;
    let answer: HttpAnswer | undefined;
    let problem: string;
    try {
      answer = await request(cluster.base, 'POST', '/api/applications', {
        body: planned.body,
        headers: { 'idempotency-key': key },
      });
      problem = `submit answered ${String(answer.status)}: ${answer.text.slice(0, 200)}`;
    } catch (error) {
      problem = `submit failed: ${(error as Error).message}`;
    }
    if (answer?.status === 200) {
      const trackingId = (answer.body as { data: { tracking_id: string } }).data.tracking_id;
      tally.acks.push({ email: planned.email, trackingId });
      return tally;
    }
    const isRetried = answer === undefined || RETRIED_STATUSES.includes(answer.status);
    if (!isRetried || attempt >= CLIENT_TRIES) {
      tally.failed.push(problem);
      return tally;
    }
    tally.clientRetries += 1;
    await sleep(300 * attempt);
  }
}

/** A read, sent once: the client does not retry it (HAProxy may, it is harmless). */
async function read(cluster: Cluster, path: string, token: string | undefined, tally: Tally) {
  tally.sent += 1;
  try {
    const answer = await request(cluster.base, 'GET', path, {
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });
    if (answer.status !== 200)
      tally.failed.push(
        `GET ${path} answered ${String(answer.status)}: ${answer.text.slice(0, 200)}`,
      );
  } catch (error) {
    tally.failed.push(`GET ${path} failed: ${(error as Error).message}`);
  }
}

describe('the production topology (HAProxy, API processes, worker) under load', () => {
  let target: Target;
  let cluster: Cluster;
  let token: string;
  const tag = runTag();
  let planned: PlannedSubmission[];

  beforeAll(async () => {
    target = await createTarget('postgres');
    cluster = await startCluster({
      databaseUrl: target.databaseUrl!,
      redisUrl: TEST_REDIS_URL,
      apiProcesses: API_PROCESSES,
      env: {
        LOG_LEVEL: 'warn',
        // This run's own counters: earlier runs' identity-code limits must not carry over.
        REDIS_KEY_PREFIX: `registrar-reliability-${randomBytes(4).toString('hex')}:`,
        // All the load comes from one address: measure the topology, not the limiter.
        PUBLIC_RATE_LIMIT_MAX: '1000000',
        ALLOW_SANDBOX_PAYMENTS: 'true',
      },
    });
    if (!cluster.admin) throw new Error('the first start printed no administrator');
    const login = await request(cluster.base, 'POST', '/api/auth/login', {
      body: { email: cluster.admin.email, password: cluster.admin.password },
    });
    token = (login.body as { data: { token: string } }).data.token;
    planned = await planSubmissions(cluster.base, [mailDirOf(cluster.dataDir)], PLANNED, tag);
  });
  afterAll(async () => {
    await cluster?.stop();
    await target?.drop();
  });

  it('loses no request through a rolling restart of every API process and a kill -9', async () => {
    const tally = emptyTally();
    let next = 0;
    let isLoading = true;
    const client = async (n: number) => {
      // The last planned submission is kept for the next test.
      for (let turn = n; isLoading && next < planned.length - 1; turn += 1) {
        const ack = tally.acks[Math.floor(Math.random() * tally.acks.length)];
        const kind = turn % 5 === 4 ? 'list' : turn % 5 < 2 || !ack ? 'submit' : 'track';
        tally.byKind[kind] += 1;
        if (kind === 'submit') await submit(cluster, planned[(next += 1) - 1]!, tally);
        else if (kind === 'track')
          await read(cluster, `/api/applications/track/${ack!.trackingId}`, undefined, tally);
        else await read(cluster, '/api/applications?per_page=20', token, tally);
      }
    };
    const started = Date.now();
    const load = Promise.all(Array.from({ length: IN_FLIGHT }, (_, n) => client(n)));

    // The faults, spread over the load: each process restarted in turn, one of them also
    // killed with SIGKILL (and started again); then the load goes on for a while.
    const events: string[] = [];
    const note = (what: string) => events.push(`${what} at ${String(Date.now() - started)} ms`);
    const [first, second, third] = cluster.apis as [ApiProcess, ApiProcess, ApiProcess];
    await sleep(2000);
    await first.restart();
    note(`${first.name} restarted`);
    await second.restart();
    note(`${second.name} restarted`);
    await third.crashAndRestart();
    note(`${third.name} killed and started again`);
    await third.restart();
    note(`${third.name} restarted`);
    await sleep(Math.max(3000, LOAD_MS - (Date.now() - started)));
    isLoading = false;
    await load;
    const elapsed = Date.now() - started;

    // What the database holds for this run's applicants: each acknowledged one, once.
    const handle = await target.open();
    let duplicates: number;
    let missing = 0;
    let changed = 0;
    try {
      const rows = await handle.db
        .selectFrom('applications')
        .select(['email', sql<string[]>`array_agg(tracking_id)`.as('tracking_ids')])
        .where('email', 'like', `rel-${tag}-%`)
        .groupBy('email')
        .execute();
      const stored = new Map(rows.map((row) => [row.email, row.tracking_ids]));
      duplicates = rows.filter((row) => row.tracking_ids.length > 1).length;
      for (const ack of tally.acks) {
        const ids = stored.get(ack.email);
        if (!ids) missing += 1;
        else if (!ids.includes(ack.trackingId.replace(/-/g, ''))) changed += 1;
      }
    } finally {
      await handle.close();
    }
    printFigures({
      suite: 'rolling restart and kill -9 behind HAProxy',
      target: `postgres, ${String(API_PROCESSES)} API processes`,
      requestsTried: tally.sent,
      faultsInjected: API_PROCESSES + 1,
      recordsChecked: tally.acks.length,
      loadMs: elapsed,
      tracks: tally.byKind.track,
      submissions: tally.byKind.submit,
      adminLists: tally.byKind.list,
      clientRetries: tally.clientRetries,
      failedAtClient: tally.failed.length,
      duplicates,
      changedTrackingId: changed,
      lost: missing,
    });
    process.stdout.write(`[reliability] faults: ${events.join('; ')}\n`);
    expect(tally.failed.slice(0, 5)).toEqual([]);
    expect(duplicates).toBe(0);
    expect(changed).toBe(0);
    expect(missing).toBe(0);
    expect(elapsed).toBeGreaterThanOrEqual(LOAD_MS);
    expect(tally.acks.length).toBeGreaterThan(100);
  });

  it('makes one application when the process serving a submission is killed in the middle of it', async () => {
    // The last planned submission, which the load above left alone.
    const submission = planned.at(-1)!;
    const admin = new Client({ connectionString: target.databaseUrl });
    await admin.connect();
    try {
      // Every new application waits at its insert, so the submission stops mid-request inside
      // the process HAProxy gave it to; PostgreSQL names that process (application_name).
      await admin.query('BEGIN');
      await admin.query('LOCK TABLE applications IN SHARE ROW EXCLUSIVE MODE');
      const answer = submit(cluster, submission, emptyTally());
      let serving: ApiProcess | undefined;
      const deadline = Date.now() + 30_000;
      while (!serving) {
        if (Date.now() > deadline) throw new Error('the submission never reached the database');
        const { rows } = await admin.query<{ name: string }>(
          `SELECT application_name AS name FROM pg_stat_activity
           WHERE wait_event_type = 'Lock' AND application_name LIKE 'registrar-api%'`,
        );
        serving = cluster.apis.find((api) => `registrar-${api.name}` === rows[0]?.name);
        if (!serving) await sleep(50);
      }
      const restarted = serving.crashAndRestart();
      await sleep(300);
      await admin.query('COMMIT');
      const tally = await answer;
      await restarted;
      const { rows: stored } = await admin.query<{ tracking_id: string }>(
        'SELECT tracking_id FROM applications WHERE email = $1',
        [submission.email],
      );
      printFigures({
        suite: 'kill -9 of the process serving a submission',
        target: 'postgres, behind HAProxy',
        requestsTried: tally.sent,
        faultsInjected: 1,
        recordsChecked: 1,
        killedProcess: serving.name,
        clientRetries: tally.clientRetries,
        failedAtClient: tally.failed.length,
        stored: stored.length,
        lost: tally.acks.length - Math.min(stored.length, tally.acks.length),
      });
      expect(tally.failed).toEqual([]);
      expect(stored.map((row) => row.tracking_id)).toEqual([
        tally.acks[0]!.trackingId.replace(/-/g, ''),
      ]);
    } finally {
      await admin.query('ROLLBACK').catch(() => undefined);
      await admin.end();
    }
  });
});
