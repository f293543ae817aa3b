import { Secret } from 'otpauth';
import { hashToken } from '../src/lib/tokens';
import { CHALLENGE_MAX_ATTEMPTS } from '../src/modules/auth/totp-login';
import { stepAt, totpCodeAt, verifyTotp } from '../src/modules/auth/totp';
import { addStaffAndSignIn, bearer, signIn, startTestApp, type TestApp } from './support/app';
import { oneDatabaseTarget } from './support/databases';

/**
 * The optional TOTP second factor for staff (docs/security.md). RFC 6238 codes (±1
 * step, no replay), single-use hashed sign-in challenges that expire, single-use hashed
 * recovery codes, wrong codes in the login throttle, enrolment/disable revoking other sessions,
 * and REQUIRE_TOTP_FOR_ADMINS.
 */

describe('verifyTotp (RFC 6238 appendix B, SHA-1, 6 of the 8 digits)', () => {
  // The RFC's SHA-1 seed is the ASCII "12345678901234567890".
  const secret = Secret.fromLatin1('12345678901234567890').base32;
  const at = (seconds: number) => new Date(seconds * 1000);

  it.each([
    [59, '287082', 1],
    [1111111109, '081804', 37037036],
    [1111111111, '050471', 37037037],
    [1234567890, '005924', 41152263],
    [2000000000, '279037', 66666666],
  ])('at T=%i accepts %s as step %i', (seconds, code, step) => {
    expect(totpCodeAt(secret, step)).toBe(code);
    expect(verifyTotp(secret, code, at(seconds))).toBe(step);
  });

  it('accepts the previous and next step, nothing further, and never a used step', () => {
    expect(verifyTotp(secret, '287082', at(59 + 30))).toBe(1);
    expect(verifyTotp(secret, '287082', at(59 - 30))).toBe(1);
    expect(verifyTotp(secret, '287082', at(59 + 60))).toBeNull();
    expect(verifyTotp(secret, '287082', at(59), 1)).toBeNull();
    expect(verifyTotp(secret, '287082', at(59), 0)).toBe(1);
    expect(verifyTotp(secret, '28708', at(59))).toBeNull();
    expect(verifyTotp(secret, '000000', at(59))).toBeNull();
  });
});

const limits = {
  accountIp: { max: 4, windowMs: 15 * 60_000 },
  account: { max: 50, windowMs: 15 * 60_000 },
  ip: { max: 1000, windowMs: 15 * 60_000 },
};

describe.each(oneDatabaseTarget())('TOTP second factor on $name', (target) => {
  let t: TestApp;
  let staffCount = 0;
  beforeAll(async () => {
    t = await startTestApp(target, { security: { trustProxy: true, loginThrottle: limits } });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, token?: string, ip = '198.51.100.1') =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { ...(token ? bearer(token) : {}), 'x-forwarded-for': ip },
      payload,
    });
  const get = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
  const isLive = async (token: string) => (await get('/auth/user', token)).statusCode === 200;
  const auditActions = async (userId: number) =>
    (
      await t.app.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity_id', '=', String(userId))
        .where('action', 'like', 'auth.%')
        .orderBy('id')
        .execute()
    ).map((row) => row.action);
  const now = () => stepAt(new Date());

  /** A new registry officer with TOTP on; `step` is the step its confirming code used. */
  async function enrolledStaff() {
    staffCount += 1;
    const email = `totp${String(staffCount)}@registrar.test`;
    const password = 'a-good-long-password';
    const token = await addStaffAndSignIn(t, {
      name: `TOTP ${String(staffCount)}`,
      username: `totp${String(staffCount)}`,
      email,
      role: 'registry_officer',
      password,
    });
    const started = await post('/auth/totp/enrolment', {}, token);
    expect(started.statusCode).toBe(200);
    const { secret } = (started.json() as { data: { secret: string } }).data;
    const step = now();
    const confirmed = await post(
      '/auth/totp/enrolment/confirm',
      { code: totpCodeAt(secret, step) },
      token,
    );
    expect(confirmed.statusCode).toBe(200);
    const codes = (confirmed.json() as { data: { recovery_codes: string[] } }).data.recovery_codes;
    const { id } = await t.app.db
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return { id, email, password, token, secret, step, codes };
  }

  const challengeFor = async (email: string, password: string, ip?: string) => {
    const response = await post('/auth/login', { email, password }, undefined, ip);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { data: { challenge: string; token?: string } };
    expect(body.data.token).toBeUndefined();
    return body.data.challenge;
  };

  it('enrols: a pending secret as text, otpauth URI and QR PNG, confirmed by a first code', async () => {
    const token = await addStaffAndSignIn(t, {
      name: 'Enrolling',
      username: 'enrolling',
      email: 'enrolling@registrar.test',
      role: 'bursary',
      password: 'a-good-long-password',
    });
    const other = await signIn(t.app, {
      email: 'enrolling@registrar.test',
      password: 'a-good-long-password',
    });
    const status = await get('/auth/totp', token);
    expect(status.json()).toEqual({
      status: 'success',
      data: { enabled: false, enabled_at: null, recovery_codes_remaining: 0, must_enrol: false },
    });

    const started = await post('/auth/totp/enrolment', {}, token);
    const data = (
      started.json() as { data: { secret: string; otpauth_uri: string; qr_data_url: string } }
    ).data;
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data.otpauth_uri).toBe(
      `otpauth://totp/Registrar:enrolling%40registrar.test?issuer=Registrar&secret=${data.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    const png = Buffer.from(data.qr_data_url.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // Not on until confirmed: sign-in still needs only the password.
    expect((await get('/auth/totp', token)).json()).toMatchObject({ data: { enabled: false } });

    const wrong = await post('/auth/totp/enrolment/confirm', { code: '000000' }, token);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: { code: [expect.any(String)] } });

    const confirmed = await post(
      '/auth/totp/enrolment/confirm',
      { code: totpCodeAt(data.secret, now()) },
      token,
    );
    expect(confirmed.statusCode).toBe(200);
    const codes = (confirmed.json() as { data: { recovery_codes: string[] } }).data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await t.app.db
      .selectFrom('staff_recovery_codes as r')
      .innerJoin('staff_users as u', 'u.id', 'r.user_id')
      .select(['r.code_hash', 'u.id', 'u.totp_pending_secret', 'u.totp_secret'])
      .where('u.email', '=', 'enrolling@registrar.test')
      .execute();
    expect(stored).toHaveLength(10);
    expect(stored.map((row) => row.code_hash)).not.toContain(codes[0]);
    // Sealed at rest, never in clear (security-totp-at-rest.test.ts).
    expect(stored[0]).toMatchObject({ totp_pending_secret: null });
    expect(stored[0]?.totp_secret).toMatch(/^enc1:/);
    expect(stored[0]?.totp_secret).not.toContain(data.secret);

    // The enrolling session stays; every other session of the user is revoked.
    expect(await isLive(token)).toBe(true);
    expect(await isLive(other)).toBe(false);
    expect((await get('/auth/totp', token)).json()).toMatchObject({
      data: { enabled: true, enabled_at: expect.any(String), recovery_codes_remaining: 10 },
    });
    expect((await post('/auth/totp/enrolment', {}, token)).statusCode).toBe(409);
    expect(await auditActions(stored[0]!.id)).toEqual(
      expect.arrayContaining(['auth.totp_enrolment_started', 'auth.totp_enabled']),
    );
  });

  it('signs in in two steps: the password answers a hashed single-use challenge, the code a token', async () => {
    const staff = await enrolledStaff();
    const tokensBefore = await t.app.db.selectFrom('auth_tokens').select('id').execute();
    const challenge = await challengeFor(staff.email, staff.password);
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await t.app.db.selectFrom('auth_tokens').select('id').execute()).toHaveLength(
      tokensBefore.length,
    );
    const row = await t.app.db
      .selectFrom('auth_challenges')
      .select(['token_hash', 'expires_at', 'created_at'])
      .where('user_id', '=', staff.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(challenge));
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeLessThanOrEqual(300_000 + 1000);

    // The code that confirmed enrolment is spent: a replay is refused.
    const replay = await post('/auth/login/totp', {
      challenge,
      code: totpCodeAt(staff.secret, staff.step),
    });
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toMatchObject({ errors: { code: [expect.any(String)] } });

    const next = totpCodeAt(staff.secret, staff.step + 1);
    const ok = await post('/auth/login/totp', { challenge, code: next });
    expect(ok.statusCode).toBe(200);
    const session = (ok.json() as { data: { token: string; user: { email: string } } }).data;
    expect(session.user.email).toBe(staff.email);
    expect(await isLive(session.token)).toBe(true);

    // Used challenge: refused, even with a fresh code; the same code on a new challenge: replay.
    const again = await post('/auth/login/totp', {
      challenge,
      code: totpCodeAt(staff.secret, staff.step + 1),
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ errors: { challenge: [expect.any(String)] } });
    const second = await challengeFor(staff.email, staff.password);
    expect((await post('/auth/login/totp', { challenge: second, code: next })).statusCode).toBe(
      422,
    );
    expect(await auditActions(staff.id)).toEqual(
      expect.arrayContaining(['auth.login_challenge', 'auth.login_failed', 'auth.login']),
    );
  });

  it('refuses an expired challenge and an unknown one', async () => {
    const staff = await enrolledStaff();
    const challenge = await challengeFor(staff.email, staff.password);
    await t.app.db
      .updateTable('auth_challenges')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(challenge))
      .execute();
    const code = totpCodeAt(staff.secret, staff.step + 1);
    const expired = await post('/auth/login/totp', { challenge, code });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({ errors: { challenge: [expect.any(String)] } });
    const unknown = await post('/auth/login/totp', { challenge: 'x'.repeat(43), code });
    expect(unknown.statusCode).toBe(422);
    // The step was not spent by the refused attempts.
    const fresh = await challengeFor(staff.email, staff.password);
    expect((await post('/auth/login/totp', { challenge: fresh, code })).statusCode).toBe(200);
  });

  it('accepts each recovery code once (case and hyphens aside)', async () => {
    const staff = await enrolledStaff();
    const [first] = staff.codes;
    const challenge = await challengeFor(staff.email, staff.password);
    const ok = await post('/auth/login/totp', {
      challenge,
      recovery_code: first!.toUpperCase().replace('-', ' '),
    });
    expect(ok.statusCode).toBe(200);
    const used = await challengeFor(staff.email, staff.password);
    const again = await post('/auth/login/totp', { challenge: used, recovery_code: first! });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ errors: { recovery_code: [expect.any(String)] } });
    const { token } = (ok.json() as { data: { token: string } }).data;
    expect((await get('/auth/totp', token)).json()).toMatchObject({
      data: { recovery_codes_remaining: 9 },
    });
  });

  it(`burns a challenge after ${String(CHALLENGE_MAX_ATTEMPTS)} wrong codes`, async () => {
    const staff = await enrolledStaff();
    const challenge = await challengeFor(staff.email, staff.password, '198.51.100.50');
    // Spread over addresses so the throttle does not answer first.
    for (let i = 0; i < CHALLENGE_MAX_ATTEMPTS; i += 1) {
      const wrong = await post(
        '/auth/login/totp',
        { challenge, code: '000000' },
        undefined,
        `198.51.100.${String(60 + i)}`,
      );
      expect(wrong.statusCode).toBe(422);
    }
    const right = await post(
      '/auth/login/totp',
      { challenge, code: totpCodeAt(staff.secret, staff.step + 1) },
      undefined,
      '198.51.100.70',
    );
    expect(right.json()).toMatchObject({ errors: { challenge: [expect.any(String)] } });
  });

  it('counts wrong codes in the login throttle: 429 with Retry-After, even for the right code', async () => {
    const staff = await enrolledStaff();
    const ip = '203.0.113.7';
    const challenge = await challengeFor(staff.email, staff.password, ip);
    for (let i = 0; i < limits.accountIp.max; i += 1) {
      expect(
        (await post('/auth/login/totp', { challenge, code: '000000' }, undefined, ip)).statusCode,
      ).toBe(422);
    }
    const code = totpCodeAt(staff.secret, staff.step + 1);
    const refused = await post('/auth/login/totp', { challenge, code }, undefined, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The password step is throttled too now.
    expect(
      (await post('/auth/login', { email: staff.email, password: staff.password }, undefined, ip))
        .statusCode,
    ).toBe(429);
    // Elsewhere the real user still gets in, and the step was not spent by the refusal.
    const elsewhere = await challengeFor(staff.email, staff.password, '203.0.113.8');
    expect(
      (await post('/auth/login/totp', { challenge: elsewhere, code }, undefined, '203.0.113.8'))
        .statusCode,
    ).toBe(200);
  });

  it('disables with the password and a current code, revoking other sessions', async () => {
    const staff = await enrolledStaff();
    const challenge = await challengeFor(staff.email, staff.password);
    const other = await post('/auth/login/totp', {
      challenge,
      code: totpCodeAt(staff.secret, staff.step + 1),
    });
    const otherToken = (other.json() as { data: { token: string } }).data.token;
    const code = totpCodeAt(staff.secret, staff.step + 1);

    const badPassword = await post('/auth/totp/disable', { password: 'not-it', code }, staff.token);
    expect(badPassword.statusCode).toBe(422);
    expect(badPassword.json()).toMatchObject({ errors: { password: [expect.any(String)] } });
    // The step was used by the sign-in above: a replay does not disable.
    const replay = await post(
      '/auth/totp/disable',
      { password: staff.password, code },
      staff.token,
    );
    expect(replay.json()).toMatchObject({ errors: { code: [expect.any(String)] } });

    // A later step, as the clock moves on (the next 30 s are the window's edge).
    await t.app.db
      .updateTable('staff_users')
      .set({ totp_last_step: staff.step - 1 })
      .where('id', '=', staff.id)
      .execute();
    const off = await post(
      '/auth/totp/disable',
      { password: staff.password, code: totpCodeAt(staff.secret, staff.step) },
      staff.token,
    );
    expect(off.statusCode).toBe(200);
    expect(await isLive(staff.token)).toBe(true);
    expect(await isLive(otherToken)).toBe(false);
    const state = await t.app.db
      .selectFrom('staff_users')
      .select(['totp_secret', 'totp_enabled_at'])
      .where('id', '=', staff.id)
      .executeTakeFirstOrThrow();
    expect(state).toEqual({ totp_secret: null, totp_enabled_at: null });
    expect(
      await t.app.db
        .selectFrom('staff_recovery_codes')
        .select('id')
        .where('user_id', '=', staff.id)
        .execute(),
    ).toHaveLength(0);
    // Password alone signs in again.
    const login = await post('/auth/login', { email: staff.email, password: staff.password });
    expect((login.json() as { data: { token?: string } }).data.token).toEqual(expect.any(String));
    expect(await auditActions(staff.id)).toContain('auth.totp_disabled');
  });
});

describe.each(oneDatabaseTarget())('REQUIRE_TOTP_FOR_ADMINS on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { security: { requireTotpForAdmins: true } });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });

  it('limits an administrator without TOTP to the enrolment routes until enrolled', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: t.admin });
    expect(login.json()).toMatchObject({ data: { user: { must_enrol_totp: true } } });
    const admin = await signIn(t.app, t.admin);
    const me = await call('GET', '/auth/user', admin);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ data: { role: 'administrator', must_enrol_totp: true } });
    expect((await call('GET', '/auth/totp', admin)).json()).toMatchObject({
      data: { enabled: false, must_enrol: true },
    });
    const refused = await call('GET', '/dashboard', admin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      status: 'error',
      message: 'Set up two-factor authentication for your account before doing anything else.',
      error: 'totp_enrolment_required',
    });

    // Other roles are not held back.
    const officer = await addStaffAndSignIn(t, {
      name: 'Officer',
      username: 'officer',
      email: 'officer@registrar.test',
      role: 'registry_officer',
    });
    expect((await call('GET', '/dashboard', officer)).statusCode).toBe(200);
    expect((await call('GET', '/auth/user', officer)).json()).not.toHaveProperty(
      'data.must_enrol_totp',
    );
    expect((await call('GET', '/auth/totp', officer)).json()).toMatchObject({
      data: { must_enrol: false },
    });

    const started = await call('POST', '/auth/totp/enrolment', admin, {});
    const { secret } = (started.json() as { data: { secret: string } }).data;
    const confirmed = await call('POST', '/auth/totp/enrolment/confirm', admin, {
      code: totpCodeAt(secret, stepAt(new Date())),
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await call('GET', '/dashboard', admin)).statusCode).toBe(200);
    expect((await call('GET', '/auth/user', admin)).json()).not.toHaveProperty(
      'data.must_enrol_totp',
    );
    expect((await call('GET', '/auth/totp', admin)).json()).toMatchObject({
      data: { enabled: true, must_enrol: false },
    });
  });
});
