import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { AppSecurityOptions } from '../src/app';
import { productionLoggerOptions } from '../src/lib/log-options';
import { MemoryCounterStore } from '../src/lib/rate-limit-store';
import { LoginThrottle } from '../src/modules/auth/throttle';
import { addStaffAndSignIn, bearer, startTestApp, type TestApp } from './support/app';
import { counterStoreCases, TEST_REDIS_URL } from './support/counter-stores';
import { databaseTargets } from './support/databases';
import { logCapture } from './support/log-capture';

/**
 * Login throttled per account+address (a lock that doubles each time within a day) and per
 * address (429 with Retry-After); an account guessed at from many addresses is reported, never
 * locked, so strangers cannot lock its owner out; counters in memory or shared through Redis;
 * failures, throttles and targeted accounts audited; no password or token in any log line.
 */

const MINUTE = 60_000;
const limits = {
  accountIp: { max: 3, windowMs: 15 * MINUTE },
  account: { max: 8, windowMs: 15 * MINUTE },
  ip: { max: 10, windowMs: 15 * MINUTE },
};

const cases = counterStoreCases();

describe.each(cases)('login throttling on $name', ({ target, redisUrl }) => {
  let t: TestApp;
  const security = (): AppSecurityOptions => ({
    trustProxy: true,
    loginThrottle: limits,
    redisUrl,
    // Each run its own keys, so parallel runs and earlier runs never share counts.
    redisPrefix: `registrar-test:${randomBytes(6).toString('hex')}:`,
  });
  let options: AppSecurityOptions;
  beforeAll(async () => {
    options = security();
    t = await startTestApp(target, { security: options });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, ip: string, app = t.app) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': ip },
      payload: { email, password },
    });
  const fail = (ip: string, email = t.admin.email) => login(email, 'not-the-password', ip);
  const audits = (action: string) =>
    t.app.db
      .selectFrom('audit_log')
      .select(['details', 'ip'])
      .where('action', '=', action)
      .orderBy('id')
      .execute();

  it('answers 429 with Retry-After after 3 failures from one address, even to the right password', async () => {
    for (let i = 0; i < 3; i += 1) expect((await fail('192.0.2.1')).statusCode).toBe(422);
    const refused = await login(t.admin.email, t.admin.password, '192.0.2.1');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(refused.json()).toEqual({
      status: 'error',
      message: expect.stringMatching(
        /^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/,
      ),
    });
    const throttled = await audits('auth.login_throttled');
    expect(throttled.at(-1)).toMatchObject({
      ip: '192.0.2.1',
      details: { email: t.admin.email, limit: 'accountIp' },
    });
  });

  it('still lets the real user in from their own address', async () => {
    expect((await login(t.admin.email, t.admin.password, '192.0.2.2')).statusCode).toBe(200);
  });

  it('forgets earlier failures of the account at an address once the user signs in there', async () => {
    for (let i = 0; i < 2; i += 1) expect((await fail('192.0.2.3')).statusCode).toBe(422);
    expect((await login(t.admin.email, t.admin.password, '192.0.2.3')).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await fail('192.0.2.3')).statusCode).toBe(422);
    expect((await fail('192.0.2.3')).statusCode).toBe(429);
  });

  it('never locks a sprayed account for its owner, and reports it as targeted', async () => {
    const owner = { email: 'sprayed@registrar.test', password: 'the-owners-password' };
    await addStaffAndSignIn(t, {
      name: 'Sprayed',
      username: 'sprayed',
      email: owner.email,
      role: 'registry_officer',
      password: owner.password,
    });
    // 12 failures from 4 addresses: past the account's 8, each address at its own 3.
    for (let i = 0; i < 4; i += 1) {
      for (let j = 0; j < limits.accountIp.max; j += 1) {
        expect((await fail(`198.51.100.${i}`, owner.email)).statusCode).toBe(422);
      }
    }
    expect((await login(owner.email, owner.password, '198.51.100.99')).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      expect((await fail(`198.51.100.${i}`, owner.email)).statusCode).toBe(429);
    }
    const targeted = await audits('auth.account_targeted');
    expect(targeted).toHaveLength(1);
    expect(targeted[0]?.details).toMatchObject({ email: owner.email, failures: 9 });
  });

  it('limits one address across accounts (credential stuffing)', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await fail('203.0.113.50', `user${i}@registrar.test`)).statusCode).toBe(422);
    }
    expect((await fail('203.0.113.50', 'user99@registrar.test')).statusCode).toBe(429);
    expect((await audits('auth.login_throttled')).at(-1)?.details).toMatchObject({ limit: 'ip' });
  });

  it('audits every failed login with the address, never the password', async () => {
    const failed = await audits('auth.login_failed');
    expect(failed.length).toBeGreaterThanOrEqual(20);
    expect(JSON.stringify(failed)).not.toContain('not-the-password');
    expect(failed.some((row) => row.ip === '198.51.100.0')).toBe(true);
  });

  if (redisUrl) {
    it('shares the counts with another instance through Redis', async () => {
      const other = await startTestApp(target, { security: options });
      try {
        // The first instance counted 3 failures for this account at 192.0.2.1 in test 1.
        const refused = await login(t.admin.email, t.admin.password, '192.0.2.1', other.app);
        expect(refused.statusCode).toBe(429);
      } finally {
        await other.close();
      }
    });
  }
});

describe.each(cases)('strangers guessing one account on $name', ({ target, redisUrl }) => {
  let t: TestApp;
  beforeAll(async () => {
    // The limits a server runs with: no loginThrottle option.
    t = await startTestApp(target, {
      security: {
        trustProxy: true,
        redisUrl,
        redisPrefix: `registrar-test:${randomBytes(6).toString('hex')}:`,
      },
    });
  });
  afterAll(() => t.close());

  const login = (password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': ip },
      payload: { email: t.admin.email, password },
    });

  it("60 wrong guesses from 12 addresses; the owner from a 13th address signs in; the attacker's addresses stay refused; an audit record says the account was targeted", async () => {
    const attackers = Array.from({ length: 12 }, (_, i) => `203.0.113.${i + 1}`);
    for (const ip of attackers) {
      for (let i = 0; i < 5; i += 1) expect((await login('guess', ip)).statusCode).toBe(422);
    }

    const owner = await login(t.admin.password, '192.0.2.200');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.token).toEqual(expect.any(String));

    for (const ip of attackers) {
      const refused = await login('guess', ip);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBe(15 * 60);
      // Even the right password from an attacker's address waits out the lock.
      expect((await login(t.admin.password, ip)).statusCode).toBe(429);
    }

    const targeted = await t.app.db
      .selectFrom('audit_log')
      .select(['entity_type', 'entity_id', 'details'])
      .where('action', '=', 'auth.account_targeted')
      .execute();
    const adminId = await t.app.db
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', t.admin.email)
      .executeTakeFirstOrThrow();
    expect(targeted).toEqual([
      {
        entity_type: 'staff_user',
        entity_id: String(adminId.id),
        details: { email: t.admin.email, failures: 21, window_minutes: 15 },
      },
    ]);
  });
});

describe('the lock of one account at one address', () => {
  it('doubles each time within a day, up to its longest, and ends with a fresh count', async () => {
    let now = 0;
    const throttle = new LoginThrottle(new MemoryCounterStore(() => now), {
      accountIp: { max: 2, windowMs: 10 * MINUTE, maxLockMs: 40 * MINUTE },
      account: { max: 1000, windowMs: 10 * MINUTE },
      ip: { max: 1000, windowMs: 10 * MINUTE },
    });
    const guess = () => throttle.attempt('owner@registrar.test', '192.0.2.9');
    const locks: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      expect((await guess()).blockedBy).toBeNull();
      expect((await guess()).blockedBy).toBeNull();
      const refused = await guess();
      expect(refused.blockedBy).toBe('accountIp');
      locks.push(refused.retryAfterSeconds / 60);
      // Still locked just before the end, with the time left.
      now += refused.retryAfterSeconds * 1000 - 1000;
      expect(await guess()).toMatchObject({ blockedBy: 'accountIp', retryAfterSeconds: 1 });
      now += 1000;
    }
    expect(locks).toEqual([10, 20, 40, 40]);
    // The owner's sign-in at that address starts the doubling again.
    await throttle.succeeded('owner@registrar.test', '192.0.2.9');
    for (let i = 0; i < 2; i += 1) await guess();
    expect((await guess()).retryAfterSeconds).toBe(10 * 60);
  });
});

describe('counter store windows', () => {
  it('starts a new window when the old one has ended', async () => {
    let now = 0;
    const store = new MemoryCounterStore(() => now);
    expect((await store.hit('k', 1000)).count).toBe(1);
    expect(await store.hit('k', 1000)).toEqual({ count: 2, resetMs: 1000 });
    now = 400;
    expect((await store.hit('k', 1000)).resetMs).toBe(600);
    now = 1000;
    expect((await store.hit('k', 1000)).count).toBe(1);
  });

  it('counts atomically in Redis with an expiry', async () => {
    const redis = new Redis(TEST_REDIS_URL);
    const { RedisCounterStore } = await import('../src/lib/rate-limit-store');
    const prefix = `registrar-test:${randomBytes(6).toString('hex')}:`;
    const store = new RedisCounterStore(redis, prefix);
    try {
      const hits = await Promise.all(Array.from({ length: 20 }, () => store.hit('k', 5000)));
      expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
      const ttl = await redis.pttl(`${prefix}k`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(5000);
      await store.undo('k');
      expect((await store.hit('k', 5000)).count).toBe(20);
      await store.reset('k');
      expect(await redis.exists(`${prefix}k`)).toBe(0);
    } finally {
      await redis.del(`${prefix}k`);
      await redis.quit();
    }
  });
});

describe.each(databaseTargets())('logs on $name', (target) => {
  it('never hold the password or the bearer token', async () => {
    const log = logCapture();
    // The production logger's options (server.ts), at trace level.
    const t = await startTestApp(target, {
      logger: { ...productionLoggerOptions('trace'), stream: log.stream },
    });
    try {
      const password = t.admin.password;
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: t.admin.email, password: `${password}-wrong` },
      });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: t.admin.email, password },
      });
      const token = response.json().data.token as string;
      await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
      await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(`${token}x`) });
      await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
      // The capture works: the requests were logged.
      const output = log.text();
      expect(output).toContain('/api/auth/login');
      expect(output).toContain('/api/auth/user');
      expect(output).not.toContain(password);
      expect(output).not.toContain(token);
    } finally {
      await t.close();
    }
  });
});
