import { Client } from 'pg';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from './support/app';
import { databaseTargets, oneDatabaseTarget } from './support/databases';

/**
 * What a load balancer and a process manager ask: is the process alive, and should it get traffic.
 * Not ready while it drains before stopping, or while its database does not answer; every answer
 * carries a request id (the proxy's, when it sent a plausible one).
 */
describe.each(databaseTargets())('health on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('is live and ready, then not ready while draining, and still serves what reaches it', async () => {
    expect((await get('/api/health/live')).json()).toEqual({
      status: 'success',
      data: { live: true },
    });
    expect((await get('/api/health/ready')).json()).toEqual({
      status: 'success',
      data: { db: 'ok' },
    });
    t.app.lifecycle.isDraining = true;
    try {
      const ready = await get('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'error', message: 'The server is stopping.' });
      expect((await get('/api/health/live')).statusCode).toBe(200);
      // A request the proxy sent before it noticed is served, and its connection closed.
      const institution = await get('/api/institution');
      expect(institution.statusCode).toBe(200);
      expect(institution.headers.connection).toBe('close');
    } finally {
      t.app.lifecycle.isDraining = false;
    }
  });

  it('names every answer with a request id of its own, whatever a client claims', async () => {
    const own = await get('/api/health/live');
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await get('/api/health/live')).headers['x-request-id']).not.toBe(
      own.headers['x-request-id'],
    );
    // No trusted proxy: a client cannot choose the id its request is logged under.
    const claimed = await get('/api/institution', { 'x-request-id': 'haproxy-7f3a9c21e0' });
    expect(claimed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the plausible id of a proxy it trusts', async () => {
    const behind = await startTestApp(target, { security: { trustProxy: ['127.0.0.1'] } });
    try {
      const ask = (id: string) =>
        behind.app.inject({
          method: 'GET',
          url: '/api/institution',
          headers: { 'x-request-id': id },
        });
      expect((await ask('haproxy-7f3a9c21e0')).headers['x-request-id']).toBe('haproxy-7f3a9c21e0');
      // Anything else is not written into the log as an id.
      expect((await ask('x"} {"level":60')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await behind.close();
    }
  });
});

const postgres = oneDatabaseTarget().filter((target) => target.name === 'postgres');
const adminUrl = process.env.TEST_DATABASE_URL;

describe.each(postgres)('readiness when the database goes away on $name', (target) => {
  it('is not ready while PostgreSQL refuses connections, and ready again when it is back', async () => {
    const t = await startTestApp(target);
    const app = t.app;
    const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(app.db);
    const name = rows[0]!.name;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const ready = () => app.inject({ method: 'GET', url: '/api/health/ready' });
      expect((await ready()).statusCode).toBe(200);
      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      const down = await ready();
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'error', message: 'The database is not available.' });
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
      // Ready again as soon as a new connection opens (within a few checks on a busy machine).
      const deadline = Date.now() + 15_000;
      let again = await ready();
      while (again.statusCode !== 200 && Date.now() < deadline) again = await ready();
      expect(again.statusCode).toBe(200);
    } finally {
      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`).catch(() => undefined);
      await admin.end();
      await t.close();
    }
  });
});
