import { printFigures } from './support/figures';
import { pool, request } from './support/http';
import { startServer } from './support/server-process';
import { mailDirOf, planSubmissions, runTag, storedByEmail } from './support/submissions';
import { createTarget, TARGET_NAMES } from './support/targets';

/**
 * 1,000 concurrent submissions → 1,000 stored applications, unique tracking ids, none
 * lost. Real HTTP to the built server listening on 127.0.0.1, 100 requests in flight; the rows
 * are then read straight from the database the server wrote (after a clean stop).
 */
const SUBMISSIONS = 1000;
const IN_FLIGHT = 100;

describe.each(TARGET_NAMES)('1,000 concurrent submissions on %s', (name) => {
  it('stores every one, once, with a unique tracking id and the server-computed total', async () => {
    const target = await createTarget(name);
    try {
      const server = await startServer({
        dataDir: target.dataDir,
        databaseUrl: target.databaseUrl,
      });
      const tag = runTag();
      let answers: { status: number; trackingId?: string; text: string }[];
      let elapsedMs: number;
      try {
        const planned = await planSubmissions(
          server.base,
          [mailDirOf(target.dataDir)],
          SUBMISSIONS,
          tag,
        );
        const started = Date.now();
        answers = await pool(planned, IN_FLIGHT, async ({ body }) => {
          const answer = await request(server.base, 'POST', '/api/applications', { body });
          const data = (answer.body as { data?: { tracking_id?: string } }).data;
          return { status: answer.status, trackingId: data?.tracking_id, text: answer.text };
        });
        elapsedMs = Date.now() - started;
        const failed = answers.filter((a) => a.status !== 200);
        expect(failed.slice(0, 3)).toEqual([]);
        expect(await server.stop()).toBe(0);

        const handle = await target.open();
        try {
          const stored = await storedByEmail(handle.db, tag);
          const trackingIds = new Set([...stored.values()].map((row) => row.tracking_id));
          let lost = 0;
          let mismatched = 0;
          planned.forEach(({ email, expectedTotal }, n) => {
            const row = stored.get(email);
            if (!row) lost += 1;
            else if (
              row.tracking_id.replace(/-/g, '') !== answers[n]!.trackingId?.replace(/-/g, '') ||
              row.total !== expectedTotal ||
              row.status !== 'pending_payment'
            )
              mismatched += 1;
          });
          printFigures({
            suite: 'concurrent submissions',
            target: name,
            requestsTried: planned.length,
            inFlight: IN_FLIGHT,
            acknowledged: answers.filter((a) => a.status === 200).length,
            faultsInjected: 0,
            recordsChecked: stored.size,
            uniqueTrackingIds: trackingIds.size,
            mismatched,
            lost,
            seconds: (elapsedMs / 1000).toFixed(1),
            perSecond: Math.round((planned.length * 1000) / elapsedMs),
          });
          expect(stored.size).toBe(SUBMISSIONS);
          expect(trackingIds.size).toBe(SUBMISSIONS);
          expect(mismatched).toBe(0);
          expect(lost).toBe(0);
        } finally {
          await handle.close();
        }
      } finally {
        await server.kill9();
      }
    } finally {
      await target.drop();
    }
  });
});
