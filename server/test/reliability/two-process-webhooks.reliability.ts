import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signedLocalWebhook } from '../support/payments-fixtures';
import { printFigures } from './support/figures';
import { pool, request } from './support/http';
import { type ServerProcess, startServer } from './support/server-process';
import { mailDirOf, planSubmissions, runTag } from './support/submissions';
import { createTarget } from './support/targets';

/**
 * Two server processes on one PostgreSQL database, concurrent webhooks for the same
 * payments split across both → each payment settled once: one paid payment row, one application
 * status change, one `paid` event, one `payment.settled` audit record. The webhooks are the local
 * provider's, signed as it signs them (x-registrar-signature: t=<unix>,v1=HMAC-SHA512 of
 * "<t>.<raw body>") with the LOCAL_PAYMENT_SECRET both processes share.
 */
const PAYMENTS = 60;
const WEBHOOKS_PER_PAYMENT = 10;
const IN_FLIGHT = 100;
const SECRET = 'reliability-two-process-secret-0123456789';

/** A seeded shuffle (mulberry32), so a failing order can be replayed from the printed seed. */
function shuffle<T>(items: T[], seed: number): T[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('two server processes on one PostgreSQL, concurrent webhooks', () => {
  it('settles each payment exactly once', async () => {
    const target = await createTarget('postgres');
    const servers: ServerProcess[] = [];
    // B's own DATA_DIR (its mail folder); the database is A's.
    const secondDir = mkdtempSync(path.join(tmpdir(), 'registrar-reliability-b-'));
    try {
      const env = { LOCAL_PAYMENT_SECRET: SECRET };
      // B starts after A has migrated and seeded, then both serve the same database.
      servers.push(
        await startServer({ dataDir: target.dataDir, databaseUrl: target.databaseUrl, env }),
      );
      servers.push(await startServer({ dataDir: secondDir, databaseUrl: target.databaseUrl, env }));
      const [a, b] = servers as [ServerProcess, ServerProcess];
      expect(a.pid).not.toBe(b.pid);

      const tag = runTag();
      // Either process's outbox worker may send a code: both mail folders are read.
      const planned = await planSubmissions(
        a.base,
        [mailDirOf(target.dataDir), mailDirOf(secondDir)],
        PAYMENTS,
        tag,
      );
      const payments = await pool(planned, 20, async ({ body }, n) => {
        const via = n % 2 === 0 ? a : b;
        const submitted = await request(via.base, 'POST', '/api/applications', { body });
        expect(submitted.status).toBe(200);
        const trackingId = (submitted.body as { data: { tracking_id: string } }).data.tracking_id;
        const other = n % 2 === 0 ? b : a;
        const started = await request(other.base, 'POST', '/api/payments/initialize', {
          body: { kind: 'application', tracking_id: trackingId },
        });
        expect(started.status).toBe(200);
        const data = (started.body as { data: { reference: string; amount: number } }).data;
        return { trackingId, reference: data.reference, amount: data.amount };
      });

      const seed = Date.now() % 2 ** 31;
      const deliveries = shuffle(
        payments.flatMap((payment) =>
          Array.from({ length: WEBHOOKS_PER_PAYMENT }, (_, k) => ({
            payment,
            server: k % 2 === 0 ? a : b,
          })),
        ),
        seed,
      );
      const started = Date.now();
      const answers = await pool(deliveries, IN_FLIGHT, async ({ payment, server }) => {
        const signed = signedLocalWebhook(
          {
            reference: payment.reference,
            status: 'success',
            amount: payment.amount,
            currency: 'NGN',
          },
          { secret: SECRET },
        );
        const answer = await request(server.base, 'POST', '/api/payments/webhook/local', {
          rawBody: signed.body,
          headers: signed.headers,
        });
        return { reference: payment.reference, server: server.port, ...answer };
      });
      const elapsedMs = Date.now() - started;
      expect(answers.filter((x) => x.status !== 200).slice(0, 3)).toEqual([]);
      const settledAnswers = answers.filter(
        (x) => (x.body as { message?: string }).message === 'Payment settled.',
      );
      const settledBy = new Set(settledAnswers.map((x) => x.server));

      const handle = await target.open();
      let lost = 0;
      let doubled = 0;
      let checked = 0;
      try {
        const db = handle.db;
        for (const payment of payments) {
          const rows = await db
            .selectFrom('payments')
            .innerJoin('applications', 'applications.id', 'payments.application_id')
            .select(['payments.id', 'payments.status', 'applications.id as application_id'])
            .select('applications.status as application_status')
            .where('applications.tracking_id', '=', payment.trackingId.replace(/-/g, ''))
            .execute();
          const row = rows[0];
          if (rows.length !== 1 || !row) {
            lost += 1;
            continue;
          }
          const events = await db
            .selectFrom('payment_events')
            .select('kind')
            .where('payment_id', '=', row.id)
            .execute();
          const history = await db
            .selectFrom('application_status_history')
            .select('id')
            .where('application_id', '=', row.application_id)
            .where('to_status', '=', 'paid')
            .execute();
          const audits = await db
            .selectFrom('audit_log')
            .select('id')
            .where('action', '=', 'payment.settled')
            .where('entity_id', '=', String(row.id))
            .execute();
          const kinds = events.map((e) => e.kind);
          checked += 1;
          const once =
            row.status === 'paid' &&
            row.application_status === 'paid' &&
            kinds.filter((k) => k === 'paid').length === 1 &&
            kinds.filter((k) => k === 'webhook').length === WEBHOOKS_PER_PAYMENT &&
            history.length === 1 &&
            audits.length === 1;
          if (row.status !== 'paid') lost += 1;
          else if (!once) doubled += 1;
        }
      } finally {
        await handle.close();
      }

      printFigures({
        suite: 'two processes, concurrent webhooks',
        target: 'postgres',
        requestsTried: deliveries.length,
        payments: payments.length,
        webhooksPerPayment: WEBHOOKS_PER_PAYMENT,
        inFlight: IN_FLIGHT,
        // The fault: every payment's success delivered 10 times, to both processes at once.
        faultsInjected: deliveries.length - payments.length,
        settledAnswers: settledAnswers.length,
        settlingProcesses: settledBy.size,
        recordsChecked: checked,
        settledTwice: doubled,
        lost,
        seconds: (elapsedMs / 1000).toFixed(1),
        shuffleSeed: seed,
      });
      expect(settledAnswers).toHaveLength(PAYMENTS);
      expect(new Set(settledAnswers.map((x) => x.reference)).size).toBe(PAYMENTS);
      expect(settledBy.size).toBe(2);
      expect(checked).toBe(PAYMENTS);
      expect(doubled).toBe(0);
      expect(lost).toBe(0);
    } finally {
      for (const server of servers) await server.kill9();
      await target.drop();
      rmSync(secondDir, { recursive: true, force: true });
    }
  });
});
