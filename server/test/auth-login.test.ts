import { success, ZLoginSession } from '@registrar/shared-api/contracts';
import { hashToken } from '../src/lib/tokens';
import { auditActions, tokenRow } from './auth-rows';
import { signIn, startTestApp, type TestApp } from './support/app';
import { databaseTargets } from './support/databases';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const INVALID = 'These credentials do not match our records.';

describe.each(databaseTargets())('login on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  const login = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });

  describe('POST /api/auth/login', () => {
    it('signs in with email and password and stores only the token hash', async () => {
      const response = await login({
        email: t.admin.email.toUpperCase(),
        password: t.admin.password,
      });
      expect(response.statusCode).toBe(200);
      const body = success(ZLoginSession).parse(response.json());
      expect(body).toEqual({
        status: 'success',
        message: 'Login successful',
        data: {
          token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          user: {
            id: 1,
            name: 'Administrator',
            username: 'admin',
            email: t.admin.email,
            role: 'administrator',
          },
        },
      });
      const row = await tokenRow(t.app.db, body.data.token);
      expect(row.token_hash).toBe(hashToken(body.data.token));
      const stored = await t.app.db.selectFrom('auth_tokens').select('token_hash').execute();
      expect(stored.map((r) => r.token_hash)).not.toContain(body.data.token);
      expect(await auditActions(t.app.db)).toContain('auth.login');
    });

    it('refuses a wrong password and an unknown email with the same answer, and audits both', async () => {
      const wrong = await login({ email: t.admin.email, password: 'not-the-password' });
      const unknown = await login({ email: 'nobody@registrar.local', password: 'whatever' });
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({
          status: 'error',
          message: INVALID,
          errors: { email: [INVALID] },
        });
      }
      const failures = await t.app.db
        .selectFrom('audit_log')
        .select(['details', 'actor_user_id'])
        .where('action', '=', 'auth.login_failed')
        .execute();
      expect(failures.map((f) => f.details)).toEqual(
        expect.arrayContaining([{ email: t.admin.email }, { email: 'nobody@registrar.local' }]),
      );
      expect(JSON.stringify(failures)).not.toContain('not-the-password');
    });

    it('refuses a deactivated account like a wrong password', async () => {
      await t.app.db
        .updateTable('staff_users')
        .set({ is_active: false })
        .where('id', '=', 1)
        .execute();
      try {
        const response = await login({ email: t.admin.email, password: t.admin.password });
        expect(response.statusCode).toBe(422);
        expect(response.json().message).toBe(INVALID);
      } finally {
        await t.app.db
          .updateTable('staff_users')
          .set({ is_active: true })
          .where('id', '=', 1)
          .execute();
      }
    });

    it.each([
      [
        'missing fields',
        {},
        { email: ['This field is required'], password: ['This field is required'] },
      ],
      [
        'blank fields',
        { email: ' ', password: '' },
        { email: ['This field is required'], password: ['This field is required'] },
      ],
      [
        'a malformed email',
        { email: 'admin', password: 'x' },
        { email: ['Please enter a valid email'] },
      ],
      [
        'wrong types',
        { email: 42, password: ['x'], remember: 'yes' },
        {
          email: ['Must be text'],
          password: ['Must be text'],
          remember: ['Must be true or false'],
        },
      ],
      [
        'an oversized email',
        { email: `${'a'.repeat(250)}@example.com`, password: 'x' },
        { email: ['Must be at most 254 characters'] },
      ],
      [
        'an oversized password',
        { email: 'a@example.com', password: 'p'.repeat(1025) },
        { password: ['Must be at most 1024 characters'] },
      ],
    ])('answers 422 with field messages for %s', async (_case, payload, errors) => {
      const response = await login(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        status: 'error',
        message: 'The given data was invalid.',
        errors,
      });
    });

    it('answers 422 for a body that is not an object', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '"just a string"',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ body: [expect.any(String)] });
    });

    it('gives a standard token 12 h and a remembered one 30 days', async () => {
      const before = Date.now();
      const standard = await tokenRow(t.app.db, await signIn(t.app, t.admin));
      const remembered = await tokenRow(
        t.app.db,
        await signIn(t.app, { ...t.admin, remember: true }),
      );
      expect(standard.remember).toBe(false);
      expect(remembered.remember).toBe(true);
      const lifetime = (row: typeof standard) => row.expires_at.getTime() - before;
      expect(lifetime(standard)).toBeGreaterThanOrEqual(12 * HOUR - 1000);
      expect(lifetime(standard)).toBeLessThan(12 * HOUR + 60_000);
      expect(lifetime(remembered)).toBeGreaterThanOrEqual(30 * DAY - 1000);
      expect(lifetime(remembered)).toBeLessThan(30 * DAY + 60_000);
    });
  });
});
