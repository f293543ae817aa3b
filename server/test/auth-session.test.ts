import { ZGetAuthUserResponse } from '@registrar/shared-api/contracts';
import { hashToken } from '../src/lib/tokens';
import { auditActions, tokenRow } from './auth-rows';
import { bearer, signIn, startTestApp, type TestApp } from './support/app';
import { databaseTargets } from './support/databases';

const HOUR = 3_600_000;

describe.each(databaseTargets())('auth session on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  const currentUser = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/auth/user', headers });

  describe('GET /api/auth/user and POST /api/auth/logout', () => {
    it('returns the user of a valid token', async () => {
      const token = await signIn(t.app, t.admin);
      const response = await currentUser(bearer(token));
      expect(response.statusCode).toBe(200);
      expect(ZGetAuthUserResponse.parse(response.json())).toEqual({
        status: 'success',
        data: {
          id: 1,
          name: 'Administrator',
          username: 'admin',
          email: t.admin.email,
          role: 'administrator',
        },
      });
    });

    it.each([
      ['no Authorization header', {}],
      ['an unknown token', bearer('A'.repeat(43))],
      ['a malformed header', { authorization: 'Token abc' }],
      ['an oversized token', bearer('A'.repeat(500))],
    ])('answers 401 for %s', async (_case, headers) => {
      const response = await currentUser(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 'error', message: 'Unauthenticated.' });
    });

    it('revokes the token on logout, server-side', async () => {
      const token = await signIn(t.app, t.admin);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'success', message: 'Logged out successfully.' });
      expect((await tokenRow(t.app.db, token)).revoked_at).not.toBeNull();
      expect((await currentUser(bearer(token))).statusCode).toBe(401);
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: bearer(token),
      });
      expect(again.statusCode).toBe(401);
      expect(await auditActions(t.app.db)).toContain('auth.logout');
    });

    it('refuses a token past its absolute expiry', async () => {
      const token = await signIn(t.app, { ...t.admin, remember: true });
      await t.app.db
        .updateTable('auth_tokens')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('token_hash', '=', hashToken(token))
        .execute();
      expect((await currentUser(bearer(token))).statusCode).toBe(401);
    });

    it('refuses a token idle for more than 2 h unless remembered', async () => {
      const standard = await signIn(t.app, t.admin);
      const remembered = await signIn(t.app, { ...t.admin, remember: true });
      await t.app.db
        .updateTable('auth_tokens')
        .set({ last_used_at: new Date(Date.now() - 2 * HOUR - 1000) })
        .where('token_hash', 'in', [hashToken(standard), hashToken(remembered)])
        .execute();
      expect((await currentUser(bearer(standard))).statusCode).toBe(401);
      expect((await currentUser(bearer(remembered))).statusCode).toBe(200);
    });

    it('keeps an active session alive by refreshing last_used_at', async () => {
      const token = await signIn(t.app, t.admin);
      const old = new Date(Date.now() - HOUR);
      await t.app.db
        .updateTable('auth_tokens')
        .set({ last_used_at: old })
        .where('token_hash', '=', hashToken(token))
        .execute();
      expect((await currentUser(bearer(token))).statusCode).toBe(200);
      expect((await tokenRow(t.app.db, token)).last_used_at.getTime()).toBeGreaterThan(
        old.getTime() + 59 * 60_000,
      );
    });
  });
});
