import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { startTestApp, type TestApp } from './support/app';
import { oneDatabaseTarget } from './support/databases';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A fake build: shell and applicant-portal built, admin-console not. */
function fakeBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'registrar-dist-'));
  const files: Record<string, string> = {
    'shell/dist/index.html': '<!doctype html><title>shell</title>',
    'shell/dist/main.3f2a9c1b7d.js': 'console.log("shell")',
    'shell/dist/favicon.ico': 'icon',
    'applicant-portal/dist/mf-manifest.json': '{"name":"applicant_portal"}',
    'applicant-portal/dist/remoteEntry.js': 'var applicant_portal;',
    'applicant-portal/dist/index.html': '<!doctype html><title>portal</title>',
    'applicant-portal/dist/123.a1b2c3d4e5f60718.js': 'chunk',
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  // the production build's pre-compressed copy of a chunk
  writeFileSync(
    path.join(root, 'applicant-portal/dist/123.a1b2c3d4e5f60718.js.br'),
    brotliCompressSync('chunk'),
  );
  return root;
}

describe.each(oneDatabaseTarget())('static hosting ($name)', (target) => {
  const staticRoot = fakeBuild();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { staticRoot });
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  const get = (url: string, accept = '*/*') =>
    t.app.inject({ method: 'GET', url, headers: { accept } });

  it('serves the shell at / with no-cache', async () => {
    const response = await get('/', 'text/html');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>shell</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends the pre-compressed copy to a client that accepts it, the plain file otherwise', async () => {
    const url = '/remotes/applicant-portal/123.a1b2c3d4e5f60718.js';
    const compressed = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe(IMMUTABLE);
    expect(compressed.rawPayload).toEqual(brotliCompressSync('chunk'));
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('chunk');
  });

  it('serves hashed files as immutable and other files with no-cache', async () => {
    expect((await get('/main.3f2a9c1b7d.js')).headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/favicon.ico')).headers['cache-control']).toBe('no-cache');
  });

  it('falls back to the shell index.html for client-side routes that accept html', async () => {
    for (const url of ['/admin/overview', '/track/ABC123/messages', '/login?x=1']) {
      const response = await get(url, 'text/html,application/xhtml+xml');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>shell</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('hands the shell to paths with repeated slashes so the browser can collapse them', async () => {
    for (const url of ['//track', '/track//x///messages', '//admin//overview?x=1']) {
      const response = await get(url, 'text/html');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>shell</title>');
    }
  });

  it('answers a page path to a client that takes anything (curl, uptime checks)', async () => {
    for (const [url, accept] of [
      ['/', '*/*'],
      ['/track', '*/*'],
      ['/admin/overview?x=1.5', 'application/json;q=0.9, */*;q=0.8'],
      ['/start-application', undefined],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: accept === undefined ? {} : { accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>shell</title>');
      expect(response.headers.vary).toContain('Accept');
    }
    // a client that asks for something else by name is not handed a page
    const json = await get('/track', 'application/json');
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual({ status: 'error', message: 'Not found.' });
  });

  it('answers 404 JSON instead of the fallback for assets, /api and /remotes', async () => {
    for (const [url, accept] of [
      ['/missing.js', '*/*'],
      ['/static/missing.css', ''],
      ['/api/nope', 'text/html'],
      ['/remotes/applicant-portal/missing.js', 'text/html'],
    ] as const) {
      const response = await get(url, accept);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 'error', message: 'Not found.' });
    }
  });

  it('serves a remote with CORS open, entry files no-cache and chunks immutable', async () => {
    const manifest = await get('/remotes/applicant-portal/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ name: 'applicant_portal' });
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'index.html']) {
      const response = await get(`/remotes/applicant-portal/${file}`);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['access-control-allow-origin']).toBe('*');
    }
    const chunk = await get('/remotes/applicant-portal/123.a1b2c3d4e5f60718.js');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers 404 for a remote that is not built', async () => {
    expect((await get('/remotes/admin-console/mf-manifest.json')).statusCode).toBe(404);
  });

  it('GET /remotes.json points at the locally hosted remotes by default', async () => {
    const response = await get('/remotes.json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      remotes: [
        { name: 'applicant_portal', entry: '/remotes/applicant-portal/mf-manifest.json' },
        { name: 'admin_console', entry: '/remotes/admin-console/mf-manifest.json' },
      ],
    });
  });

  it('GET /remotes.json uses the configured remote URLs', async () => {
    const other = await startTestApp(target, {
      remotes: {
        applicantPortalUrl: 'http://127.0.0.1:4001/mf-manifest.json',
        adminConsoleUrl: 'https://admin.example.edu/mf-manifest.json',
      },
    });
    try {
      const response = await other.app.inject({ method: 'GET', url: '/remotes.json' });
      expect(response.json().remotes).toEqual([
        { name: 'applicant_portal', entry: 'http://127.0.0.1:4001/mf-manifest.json' },
        { name: 'admin_console', entry: 'https://admin.example.edu/mf-manifest.json' },
      ]);
    } finally {
      await other.close();
    }
  });

  it('without any build, / is a 404 and the API still works', async () => {
    const bare = await startTestApp(target);
    try {
      expect(
        (await bare.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } }))
          .statusCode,
      ).toBe(404);
      expect((await bare.app.inject({ method: 'GET', url: '/api/institution' })).statusCode).toBe(
        200,
      );
    } finally {
      await bare.close();
    }
  });
});
