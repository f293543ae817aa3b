import { Writable } from 'node:stream';
import { bearer, signIn, startTestApp, type TestApp } from './support/app';
import { oneDatabaseTarget } from './support/databases';

describe.each(oneDatabaseTarget())('error shapes on $name', (target) => {
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

  it('answers a 5xx with the generic message and the request id, never the stack; the log line with the stack carries that id', async () => {
    // An unexpected database failure, as a bug or an outage would cause.
    await t.app.db.schema.alterTable('institutions').renameTo('institutions_gone').execute();
    try {
      const failed = await t.app.inject({ method: 'GET', url: '/api/institution' });
      expect(failed.statusCode).toBe(500);
      const requestId = failed.headers['x-request-id'];
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(failed.json()).toEqual({
        status: 'error',
        message: 'An error occurred. Please try again.',
        request_id: requestId,
      });
      expect(failed.body).not.toMatch(/institutions|at |\.ts:/);
      const line = logLines
        .flatMap((chunk) => chunk.split('\n').filter(Boolean))
        .map((text) => JSON.parse(text) as { msg: string; reqId?: string; err?: { stack: string } })
        .find((entry) => entry.msg === 'request failed');
      expect(line?.reqId).toBe(requestId);
      expect(line?.err?.stack).toContain('institutions');
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

  it('refuses what the database cannot hold with a 4xx, never a 500 (found by the fuzzer)', async () => {
    const token = await signIn(t.app, t.admin);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
    // an id beyond PostgreSQL's integer range: refused by the contract, on its field
    const tooBig = await get('/api/graduates/8589934582');
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors.id).toBeDefined();
    // a NUL character reaching SQL (22021): a 400 in the error shape
    const nul = await get('/api/graduates?search=%00');
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({
      status: 'error',
      message: 'The request contains a value that cannot be stored.',
    });
    // a malformed %-escape in the path, refused before routing
    const badUrl = await get('/api/regions/%E0%A4%A');
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ status: 'error', message: 'The request URL is malformed.' });
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
