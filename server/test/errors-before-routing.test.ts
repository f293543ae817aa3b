import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from './support/app';
import { oneDatabaseTarget } from './support/databases';

/** A fake build, so the file server is registered as in production. */
function fakeBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'registrar-edges-'));
  for (const file of ['shell/dist/index.html', 'applicant-portal/dist/remoteEntry.js']) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), '<!doctype html><title>shell</title>');
  }
  return root;
}

/** One GET over a real socket (Node's HTTP parser runs, unlike with inject). */
function rawGet(
  origin: string,
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${url}`, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe.each(oneDatabaseTarget())('answers outside the routes on $name', (target) => {
  const staticRoot = fakeBuild();
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await startTestApp(target, { staticRoot, firstPaint: false });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  it('answers headers over the size limit with 431 in the standard shape', async () => {
    const response = await rawGet(origin, '/api/institution', { 'x-filler': 'a'.repeat(20_000) });
    expect(response.status).toBe(431);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(response.body)).toEqual({
      status: 'error',
      message: 'The request headers are too large.',
    });
  });

  it.each([
    ['a 5,000-character reference', `/api/applications/track/${'A'.repeat(5000)}`],
    [
      'a 5,000-character certificate reference',
      `/api/certificate-applications/track/${'A'.repeat(5000)}`,
    ],
    ['a repeated slash in the API path', '/api//applications/track/X'],
    ['a repeated slash before the API path', '//api/applications/track/X'],
    ['a repeated slash, no API prefix', '//applications/track/X'],
    ['a file name too long for the file system', `/assets/${'A'.repeat(5000)}.js`],
  ])('answers %s with 404 in the standard shape, never 403', async (_name, url) => {
    const response = await rawGet(origin, url, { accept: 'application/json' });
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body)).toEqual({ status: 'error', message: 'Not found.' });
  });

  it('still hands the shell to a browser asking for a page with a repeated slash', async () => {
    const response = await rawGet(origin, '//track', { accept: 'text/html' });
    expect(response.status).toBe(200);
    expect(response.body).toContain('<title>shell</title>');
  });

  it('answers a reference longer than any route takes with 404 when no front end is built', async () => {
    const bare = await startTestApp(target);
    try {
      const response = await bare.app.inject({
        method: 'GET',
        url: `/api/applications/track/${'A'.repeat(5000)}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 'error', message: 'Not found.' });
    } finally {
      await bare.close();
    }
  });
});
