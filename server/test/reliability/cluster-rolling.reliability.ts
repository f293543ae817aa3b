import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { type ApiProcess, type Cluster, startCluster } from '../../scripts/cluster';
import { TEST_REDIS_URL } from '../support/counter-stores';
import { printFigures } from './support/figures';
import { type HttpAnswer, request } from './support/http';
import { mailDirOf, type PlannedSubmission, planSubmissions, runTag } from './support/submissions';
import { createTarget } from './support/targets';

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

/** A submission as the portal sends it: one key, the same on each retry. */
async function submit(cluster: Cluster, planned: PlannedSubmission, tally: Tally) {
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
      return;
    }
    const isRetried = answer === undefined || RETRIED_STATUSES.includes(answer.status);
    if (!isRetried || attempt >= CLIENT_TRIES) {
      tally.failed.push(problem);
      return;
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
  it('loses no request through a rolling restart of every API process and a kill -9', async () => {
    const target = await createTarget('postgres');
    const cluster = await startCluster({
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
    try {
      if (!cluster.admin) throw new Error('the first start printed no administrator');
      const login = await request(cluster.base, 'POST', '/api/auth/login', {
        body: { email: cluster.admin.email, password: cluster.admin.password },
      });
      const token = (login.body as { data: { token: string } }).data.token;
      const tag = runTag();
      const planned = await planSubmissions(
        cluster.base,
        [mailDirOf(cluster.dataDir)],
        PLANNED,
        tag,
      );

      const tally: Tally = {
        sent: 0,
        byKind: { track: 0, submit: 0, list: 0 },
        clientRetries: 0,
        failed: [],
        acks: [],
      };
      let next = 0;
      let isLoading = true;
      const client = async (n: number) => {
        for (let turn = n; isLoading && next < planned.length; turn += 1) {
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
      let duplicates = 0;
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
    } finally {
      await cluster.stop();
      await target.drop();
    }
  });
});
