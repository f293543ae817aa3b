import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCK_FILE } from '../../src/db/data-dir-lock';
import { printFigures } from './support/figures';
import { request } from './support/http';
import { type ServerProcess, startServer } from './support/server-process';
import {
  mailDirOf,
  type PlannedSubmission,
  planSubmissions,
  runTag,
  storedByEmail,
} from './support/submissions';
import { createTarget, type Target, TARGET_NAMES } from './support/targets';

/**
 * Kill -9 the server during a load of submissions, restart it on the same data → every
 * submission that was acknowledged (a 2xx answer) is present with the same tracking id. Two
 * crashes per database, each at a random point of a continuous load (32 in flight); PGlite's
 * restart must take over the PID lock the killed process left (checked: the lock still names it).
 * Each submission carries an Idempotency-Key, and the ones that got no answer are sent again with
 * it after the restart, as the portal does: those the dead process had committed are answered
 * from it (replayed), the others are made now, and no applicant ends with two applications.
 */
const IN_FLIGHT = 32;
const CRASHES = 2;
const PLANNED = 4000;

interface Ack {
  email: string;
  trackingId: string;
}

/** A submission the crash left without an answer, with the key it was sent under. */
interface Unanswered {
  planned: PlannedSubmission;
  key: string;
}

/** Sends submissions until `halt()`; counts acknowledged, refused and failed (no answer) ones. */
function startLoad(server: ServerProcess, planned: PlannedSubmission[], cursor: { next: number }) {
  const acks: Ack[] = [];
  const failures: Unanswered[] = [];
  let refused = 0;
  let tried = 0;
  let isStopped = false;
  const worker = async () => {
    while (!isStopped && cursor.next < planned.length) {
      const submission = planned[cursor.next]!;
      const { body, email } = submission;
      const key = randomBytes(16).toString('hex');
      cursor.next += 1;
      tried += 1;
      try {
        const answer = await request(server.base, 'POST', '/api/applications', {
          body,
          headers: { 'idempotency-key': key },
        });
        const trackingId = (answer.body as { data?: { tracking_id?: string } }).data?.tracking_id;
        if (answer.status >= 200 && answer.status < 300 && trackingId)
          acks.push({ email, trackingId });
        else refused += 1;
      } catch {
        failures.push({ planned: submission, key });
      }
    }
  };
  const done = Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return {
    acks,
    failures,
    tried: () => tried,
    refused: () => refused,
    /** No new request starts; those in flight go on (and meet the kill). */
    halt: () => {
      isStopped = true;
    },
    done,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the load');
    await sleep(20);
  }
}

const lockPid = (target: Target) => {
  const file = path.join(target.dataDir, LOCK_FILE);
  return existsSync(file) ? Number.parseInt(readFileSync(file, 'utf8'), 10) : null;
};

describe.each(TARGET_NAMES)('kill -9 during a load of submissions on %s', (name) => {
  it('keeps every acknowledged submission across crashes and restarts', async () => {
    const target = await createTarget(name);
    const start = () => startServer({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
    let server = await start();
    try {
      const tag = runTag();
      const planned = await planSubmissions(server.base, [mailDirOf(target.dataDir)], PLANNED, tag);
      const cursor = { next: 0 };
      const acks: Ack[] = [];
      let tried = 0;
      let refused = 0;
      let failed = 0;
      let replayed = 0;
      let locksTakenOver = 0;
      const stillUnanswered: string[] = [];

      for (let crash = 0; crash < CRASHES; crash += 1) {
        const load = startLoad(server, planned, cursor);
        // Kill somewhere between 100 and 400 acknowledgements into this phase, mid-flight.
        const killAt = 100 + Math.floor(Math.random() * 300);
        await waitFor(() => load.acks.length >= killAt || cursor.next >= planned.length, 120_000);
        const killedPid = server.pid;
        load.halt();
        await server.kill9();
        await load.done;
        acks.push(...load.acks);
        tried += load.tried();
        refused += load.refused();
        failed += load.failures.length;

        if (name === 'pglite') {
          // The kill left the lock behind, naming the dead process; the restart must take it over.
          expect(lockPid(target)).toBe(killedPid);
          locksTakenOver += 1;
        }
        server = await start();
        if (name === 'pglite') expect(lockPid(target)).toBe(server.pid);
        // The applicants whose answer was lost press Submit again: same request, same key.
        for (const { planned: submission, key } of load.failures) {
          const answer = await request(server.base, 'POST', '/api/applications', {
            body: submission.body,
            headers: { 'idempotency-key': key },
          });
          const trackingId = (answer.body as { data?: { tracking_id?: string } }).data?.tracking_id;
          if (answer.status !== 200 || !trackingId) {
            stillUnanswered.push(`${String(answer.status)} ${answer.text.slice(0, 200)}`);
            continue;
          }
          if (answer.headers['idempotent-replayed'] === 'true') replayed += 1;
          acks.push({ email: submission.email, trackingId });
        }
      }

      // The restarted server answers for every acknowledged tracking id over HTTP…
      let trackedOk = 0;
      for (const ack of acks.filter((_, n) => n % 10 === 0)) {
        const answer = await request(
          server.base,
          'GET',
          `/api/applications/track/${encodeURIComponent(ack.trackingId)}`,
        );
        if (answer.status === 200) trackedOk += 1;
      }
      expect(await server.stop()).toBe(0);

      // …and the database holds each acknowledged submission once, with the same tracking id.
      const handle = await target.open();
      try {
        const stored = await storedByEmail(handle.db, tag);
        const rowsStored = await handle.db
          .selectFrom('applications')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('email', 'like', `rel-${tag}-%`)
          .executeTakeFirstOrThrow();
        let lost = 0;
        let changed = 0;
        for (const ack of acks) {
          const row = stored.get(ack.email);
          if (!row) lost += 1;
          else if (row.tracking_id !== ack.trackingId.replace(/-/g, '')) changed += 1;
        }
        const ackedEmails = new Set(acks.map((ack) => ack.email));
        printFigures({
          suite: 'kill -9 during load',
          target: name,
          requestsTried: tried,
          faultsInjected: CRASHES,
          acknowledged: acks.length,
          refused,
          failedInFlight: failed,
          replayedAfterRestart: replayed,
          duplicates: Number(rowsStored.n) - stored.size,
          storedWithoutAck: [...stored.keys()].filter((email) => !ackedEmails.has(email)).length,
          locksTakenOver,
          trackedOverHttp: trackedOk,
          recordsChecked: acks.length,
          changedTrackingId: changed,
          lost,
        });
        expect(acks.length).toBeGreaterThanOrEqual(CRASHES * 100);
        expect(refused).toBe(0);
        expect(stillUnanswered).toEqual([]);
        expect(Number(rowsStored.n)).toBe(stored.size);
        expect([...stored.keys()].filter((email) => !ackedEmails.has(email))).toEqual([]);
        expect(trackedOk).toBe(Math.ceil(acks.length / 10));
        expect(changed).toBe(0);
        expect(lost).toBe(0);
      } finally {
        await handle.close();
      }
    } finally {
      await server.kill9();
      await target.drop();
    }
  });
});
