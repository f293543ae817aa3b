import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseOrigins, parseTrustProxy } from '../src/config';
import { startTestApp, type TestApp } from './support/app';
import { oneDatabaseTarget } from './support/databases';

/** Security headers (CSP, HSTS, nosniff, Referrer-Policy), the CORS allowlist and trustProxy. */

const LOADER_CSS = '#page-loader{position:fixed}';
const SR_STYLE = 'position:absolute;width:1px';
const REMOTE = 'https://cdn.example.edu';

function fakeBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'registrar-csp-'));
  const files: Record<string, string> = {
    'shell/dist/index.html': `<!doctype html><title>shell</title><style>${LOADER_CSS}</style><span style="${SR_STYLE}">Loading</span>`,
    'applicant-portal/dist/remoteEntry.js': 'var applicant_portal;',
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

const sha = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** CSP header → { directive: [sources] }. */
const parseCsp = (header: string | undefined): Record<string, string[]> =>
  Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );

describe.each(oneDatabaseTarget())('security headers on $name', (target) => {
  const staticRoot = fakeBuild();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, {
      staticRoot,
      remotes: { applicantPortalUrl: `${REMOTE}/portal/mf-manifest.json` },
      security: { corsOrigins: ['https://portal.example.edu'], trustProxy: 1 },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it.each(['/api/institution', '/api/nope', '/api/applications/track/NOPE'])(
    '%s (an API answer) carries a policy that allows nothing and the REST security headers',
    async (url) => {
      const response = await get(url);
      expect(parseCsp(response.headers['content-security-policy'] as string)).toEqual({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-frame-options']).toBe('DENY');
      // document-only headers are not sent with data
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(response.headers['x-xss-protection']).toBeUndefined();
    },
  );

  it.each(['/', '/track', '/remotes/applicant-portal/remoteEntry.js'])(
    '%s carries the strict CSP and the other headers',
    async (url) => {
      const response = await get(url, { accept: 'text/html' });
      const csp = parseCsp(response.headers['content-security-policy'] as string);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['script-src']).toEqual(["'self'", REMOTE]);
      expect(csp['script-src-attr']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['connect-src']).toEqual(["'self'", REMOTE]);
      expect(csp['style-src']).toEqual(["'self'", REMOTE, sha(LOADER_CSS)]);
      expect(csp['style-src-attr']).toEqual(["'unsafe-hashes'", sha(SR_STYLE)]);
      const all = Object.values(csp).flat();
      expect(all).not.toContain("'unsafe-eval'");
      expect(all).not.toContain("'unsafe-inline'");
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-frame-options']).toBe('DENY');
    },
  );

  it('gives Swagger UI its own policy (inline styles, scripts still self only) and it loads', async () => {
    const response = await get('/api/docs/');
    expect(response.statusCode).toBe(200);
    const csp = parseCsp(response.headers['content-security-policy'] as string);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
  });

  it('answers CORS only for allowlisted origins, on the API', async () => {
    const allowed = await get('/api/institution', { origin: 'https://portal.example.edu' });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://portal.example.edu');
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
    const other = await get('/api/institution', { origin: 'https://evil.example' });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();

    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/login',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization',
        },
      });
    const ok = await preflight('https://portal.example.edu');
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe('https://portal.example.edu');
    expect(String(ok.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'authorization',
    );
    // A portal on another origin retries its submissions with their Idempotency-Key.
    expect(String(ok.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'idempotency-key',
    );
    const refused = await preflight('https://evil.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers no CORS at all without an allowlist (the default: one origin)', async () => {
    const plain = await startTestApp(target, {});
    try {
      const answer = await plain.app.inject({
        method: 'GET',
        url: '/api/institution',
        headers: { origin: 'https://portal.example.edu' },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(answer.headers.vary).toBeUndefined();
      // A preflight is an unknown route there, answered as any other.
      const preflight = await plain.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/login',
        headers: {
          origin: 'https://portal.example.edu',
          'access-control-request-method': 'POST',
        },
      });
      expect(preflight.statusCode).toBe(404);
      expect(preflight.json()).toEqual({ status: 'error', message: expect.any(String) });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });

  it.each(['/api/institution', '/api/nope', '/api/applications/track/NOPE', '/api/docs'])(
    '%s (read by this site only) is same-origin for Cross-Origin-Resource-Policy',
    async (url) => {
      const response = await get(url, { origin: 'https://evil.example' });
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    },
  );

  it("keeps the remotes' static files open to any origin (a shell elsewhere loads them)", async () => {
    const response = await get('/remotes/applicant-portal/remoteEntry.js', {
      origin: 'https://evil.example',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('takes the client address from X-Forwarded-For only as far as TRUST_PROXY says', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' },
      payload: { email: 'nobody@registrar.test', password: 'wrong-password' },
    });
    const row = await t.app.db
      .selectFrom('audit_log')
      .select(['ip', 'action'])
      .where('action', '=', 'auth.login_failed')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    // One trusted hop: the proxy (10.0.0.1) vouches for the last address it saw.
    expect(row.ip).toBe('203.0.113.9');
  });
});

describe('security configuration parsing', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
  ])('TRUST_PROXY=%p → %p', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it('parses CORS_ORIGINS and refuses a value that is not an origin', () => {
    expect(parseOrigins('https://a.example, https://b.example:8443/')).toEqual([
      'https://a.example',
      'https://b.example:8443',
    ]);
    expect(parseOrigins(undefined)).toEqual([]);
    expect(() => parseOrigins('https://a.example/path')).toThrow(/not an origin/);
  });
});
