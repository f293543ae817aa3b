import { randomBytes } from 'node:crypto';
import { VERIFY_RATE_LIMITED } from '@registrar/shared-api/contracts';
import type { App } from '../src/app';
import { defaultDocumentsOptions } from '../src/modules/outbox/plugin';
import { startTestApp, type TestApp } from './support/app';
import { counterStoreCases } from './support/counter-stores';
import { withIdentity } from './support/identity';
import { softCopyApplication } from './support/payments-fixtures';
import { domesticDelivery } from './support/delivery';

/**
 * Public endpoints (check matric, the identity code and check requests, submit and track of
 * transcripts and certificates, the applicant's messages by reference + email) are rate limited
 * per client address, 429 in the standard error shape with Retry-After; counts shared through
 * Redis when configured. The submissions are real ones, with a proof of identity: a proven
 * applicant is limited like anyone else.
 */

const MAX = 3;

const cases = counterStoreCases();

interface PublicRoute {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  /** The body, built against the app that is called (a proof lives in its database). */
  payload?: (app: App) => Promise<object> | object;
}

const MATRIC = 'FUTD/10/0001';
let checkRequests = 0;

const routes: PublicRoute[] = [
  {
    name: 'check matric',
    method: 'GET',
    url: '/api/check-matric-number?matric_number=NOPE',
  },
  {
    name: 'send an identity code',
    method: 'POST',
    url: '/api/identity/codes',
    payload: () => ({ matric_number: 'NOPE' }),
  },
  {
    name: 'verify an identity code',
    method: 'POST',
    url: '/api/identity/codes/verify',
    payload: () => ({ challenge_id: 'no-such-challenge', code: '123456' }),
  },
  {
    name: 'ask for an identity check',
    method: 'POST',
    url: '/api/identity/checks',
    // A new matric number each time: this case is about the address (a record has its own bound).
    payload: () => ({
      matric_number: `NOPE/${String((checkRequests += 1))}`,
      full_name: 'Ada Obi',
      email_address: 'a@example.org',
    }),
  },
  {
    name: 'submit',
    method: 'POST',
    url: '/api/applications',
    payload: (app) => withIdentity(app.db, softCopyApplication('a@example.org', MATRIC)),
  },
  { name: 'track', method: 'GET', url: '/api/applications/track/AAAA-BBBB-CCCC' },
  {
    name: 'certificate submit',
    method: 'POST',
    url: '/api/certificate-applications',
    payload: async (app) => {
      const delivery = await domesticDelivery(app.db);
      return withIdentity(app.db, {
        matric_number: MATRIC,
        email_address: 'a@example.org',
        kind: 'certificate',
        recipient_name: 'Ada Obi',
        recipient_address: '12 Marina, Lagos',
        ...delivery,
      });
    },
  },
  {
    name: 'certificate track',
    method: 'GET',
    url: '/api/certificate-applications/track/AAAA-BBBB-CCCC',
  },
  {
    name: 'read messages (reference + email)',
    method: 'GET',
    url: '/api/applications/track/AAAA-BBBB-CCCC/messages?email=a%40example.org',
  },
  {
    name: 'post a message (reference + email)',
    method: 'POST',
    url: '/api/applications/track/AAAA-BBBB-CCCC/messages',
    payload: () => ({ email: 'a@example.org', body: 'Hello' }),
  },
];
/** What each route answers under its limit: a submission with its proof goes through. */
const underLimit: Record<string, number> = { submit: 200, 'certificate submit': 200 };
const verify = { name: 'verify', method: 'GET' as const, url: '/api/verify/ABCD-EFGH-JKMN-PQRS' };

describe.each(cases)('public rate limits on $name', ({ target, redisUrl }) => {
  let t: TestApp;
  const security = {
    trustProxy: true,
    publicRateLimit: { max: MAX, windowMs: 60_000 },
    redisUrl,
    redisPrefix: `registrar-test:${randomBytes(6).toString('hex')}:`,
  };
  // Verify has its own, stricter limit (modules/verification/routes.ts); MAX here too.
  const documents = { ...defaultDocumentsOptions, verifyRateLimit: { max: MAX, windowMs: 60_000 } };
  beforeAll(async () => {
    t = await startTestApp(target, { security, documents });
  });
  afterAll(() => t.close());

  const call = async (route: Omit<PublicRoute, 'name'>, ip: string, app = t.app) =>
    app.inject({
      method: route.method,
      url: route.url,
      headers: { 'x-forwarded-for': ip },
      ...(route.payload ? { payload: await route.payload(app) } : {}),
    });

  it.each(routes)('$name: 429 with Retry-After past the limit, per address', async (route) => {
    const ip = `192.0.2.${routes.indexOf(route) + 10}`;
    for (let i = 0; i < MAX; i += 1) {
      const status = (await call(route, ip)).statusCode;
      expect(status).not.toBe(429);
      if (underLimit[route.name]) expect(status).toBe(underLimit[route.name]);
    }
    const refused = await call(route, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      status: 'error',
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
    });
    expect((await call(route, '198.51.100.1')).statusCode).not.toBe(429);
  });

  it('verify: 429 with Retry-After and its own message past its limit, per address', async () => {
    const ip = '192.0.2.50';
    for (let i = 0; i < MAX; i += 1) expect((await call(verify, ip)).statusCode).toBe(404);
    const refused = await call(verify, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ status: 'error', message: VERIFY_RATE_LIMITED });
    expect((await call(verify, '198.51.100.2')).statusCode).toBe(404);
  });

  it('leaves staff endpoints and the rest of the API unlimited', async () => {
    for (let i = 0; i < MAX + 2; i += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/institution',
        headers: { 'x-forwarded-for': '192.0.2.99' },
      });
      expect(response.statusCode).toBe(200);
    }
  });

  if (redisUrl) {
    it('shares the counts with another instance through Redis', async () => {
      const other = await startTestApp(target, { security, documents });
      try {
        // The first instance used up each endpoint's limit for its address (192.0.2.10 + i, and
        // 192.0.2.50 for verify); a fresh address still gets through on the second.
        for (const [i, route] of routes.entries())
          expect({
            route: route.name,
            status: (await call(route, `192.0.2.${i + 10}`, other.app)).statusCode,
          }).toEqual({ route: route.name, status: 429 });
        const verifyRefused = await call(verify, '192.0.2.50', other.app);
        expect(verifyRefused.statusCode).toBe(429);
        expect(verifyRefused.json().message).toBe(VERIFY_RATE_LIMITED);
        expect((await call(verify, '198.51.100.3', other.app)).statusCode).toBe(404);
      } finally {
        await other.close();
      }
    });
  }
});
