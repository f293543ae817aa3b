import { Writable } from 'node:stream';
import { startTestApp, type TestApp } from './support/app';
import { databaseTargets } from './support/databases';

describe.each(databaseTargets())('error shapes on $name', (target) => {
  const logLines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    t = await startTestApp(target, { logger: { level: 'error', stream } });
  });
  afterAll(() => t.close());

  it('answers a 5xx with the generic message, never the stack, and logs the stack', async () => {
    // An unexpected database failure, as a bug or an outage would cause.
    await t.app.db.schema.alterTable('institutions').renameTo('institutions_gone').execute();
    try {
      const failed = await t.app.inject({ method: 'GET', url: '/api/institution' });
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({
        status: 'error',
        message: 'An error occurred. Please try again.',
      });
      expect(failed.body).not.toMatch(/institutions|at |\.ts:/);
      const logged = logLines.join('\n');
      expect(logged).toContain('"msg":"request failed"');
      expect(logged).toContain('"stack"');
      expect(logged).toContain('institutions');
    } finally {
      await t.app.db.schema.alterTable('institutions_gone').renameTo('institutions').execute();
    }
  });

  it('answers 404 JSON for unknown API routes and methods', async () => {
    for (const [method, url] of [
      ['GET', '/api/does-not-exist'],
      ['DELETE', '/api/institution'],
      ['POST', '/api/institution/'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 'error', message: 'Not found.' });
    }
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@example.com', password: 'x'.repeat(1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: 'error', message: 'The request is too large.' });
  });

  it('refuses malformed JSON with 400 in the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', message: expect.any(String) });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ status: 'error', message: 'The request body must be JSON.' });
  });

  it('reports the database in GET /api/health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'success', data: { db: 'ok' } });
  });
});
