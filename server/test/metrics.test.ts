import { readFileSync } from 'node:fs';
import path from 'node:path';
import { recordAudit } from '../src/modules/audit/repository';
import { startTestApp, type TestApp } from './support/app';
import { databaseTargets } from './support/databases';
import * as payments from './support/payments-fixtures';

/**
 * An operator's Prometheus scrapes a private port: request durations by route pattern, and from
 * the database the outbox's backlog, payments by status and throttled sign-ins, the same figures
 * from whichever process answers. The public port has no /metrics.
 */

/** The value of the sample `name` whose labels include `labels` (in any order), or undefined. */
const sample = (text: string, name: string, labels: Record<string, string> = {}) => {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split('\n').find((l) => {
    if (!l.startsWith(`${name}{`) && !l.startsWith(`${name} `)) return false;
    const set = l.slice(name.length).split(' ')[0] ?? '';
    return wanted.every((pair) => set.includes(pair));
  });
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
};

describe.each(databaseTargets())('metrics on $name', (target) => {
  payments.useLocalPayments();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { metrics: { port: 0 } });
  });
  afterAll(() => t.close());
  const scrape = async () => {
    const { port } = t.app.metricsAddress()!;
    const response = await fetch(`http://127.0.0.1:${String(port)}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };

  it('reports the backlog, payments, throttled sign-ins and request durations', async () => {
    const before = await scrape();
    expect(sample(before, 'registrar_payments_pending')).toBe(0);
    expect(sample(before, 'registrar_outbox_due')).toBe(0);
    expect(sample(before, 'registrar_outbox_oldest_due_age_seconds')).toBe(0);

    // An application (its acknowledgement waits in the outbox: no worker runs here) and a payment
    // started for it; a sign-in the throttle refused, as the throttle records it.
    const application = await payments.submitApplication(t, 'metrics.payer@example.com');
    const started = await payments.initialize(t, {
      kind: 'application',
      tracking_id: application.tracking_id,
    });
    expect(started.statusCode).toBe(200);
    await recordAudit(
      t.app.db,
      { actorUserId: null, ip: '203.0.113.9' },
      {
        action: 'auth.login_throttled',
        entityType: 'staff_user',
        details: { limit: 'address' },
      },
    );
    await t.app.inject({ method: 'GET', url: '/api/documents/not-a-real-token-0123456789abcdef' });

    const after = await scrape();
    expect(sample(after, 'registrar_outbox_due')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'registrar_payments_pending')).toBe(1);
    expect(sample(after, 'registrar_payments_last_24h{status="pending",service="registrar"}')).toBe(
      1,
    );
    expect(sample(after, 'registrar_payments_last_24h', { status: 'paid' })).toBe(0);
    expect(sample(after, 'registrar_login_throttled_last_hour')).toBe(1);
    expect(
      sample(after, 'http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/applications',
        status_code: '200',
        service: 'registrar',
      }),
    ).toBe(1);
    // A route is named by its pattern: a link's token never reaches the metrics.
    expect(after).toContain('route="/api/documents/:token"');
    expect(after).not.toContain('not-a-real-token');
    expect(after).toContain('process_cpu_seconds_total');
  });

  it('is not on the public port, and answers nothing but GET /metrics', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const { port } = t.app.metricsAddress()!;
    expect((await fetch(`http://127.0.0.1:${String(port)}/other`)).status).toBe(404);
    expect(t.app.metricsAddress()!.address).toBe('127.0.0.1');
  });

  it('serves every series the ready-made Grafana dashboard draws', async () => {
    const dashboard = readFileSync(
      path.join(__dirname, '..', '..', 'docs', 'grafana-dashboard.json'),
      'utf8',
    );
    const drawn = new Set(
      dashboard.match(
        /\b(registrar_\w+|http_request_duration_seconds_\w+|process_\w+|nodejs_\w+)/g,
      ),
    );
    expect(drawn.size).toBeGreaterThan(5);
    const served = new Set(
      (await scrape())
        .split('\n')
        .filter((line) => line && !line.startsWith('#'))
        .map((line) => line.split(/[{ ]/)[0]),
    );
    expect([...drawn].filter((name) => !served.has(name))).toEqual([]);
  });
});
