import { hashToken } from '../src/lib/tokens';
import { tokenPolicy } from '../src/modules/auth/token-policy';
import { addStaffAndSignIn, bearer, signIn } from './support/app';
import { databaseTargets } from './support/databases';
import { staffApp } from './support/staff-app';
import { staffUserId } from './support/rows';

/**
 * Tokens: idle and absolute expiry exist and are enforced; a token is revoked on
 * logout, on a password change (the account's other sessions) and when the user is disabled,
 * and a revoked token never comes back (not even when the account is enabled again).
 */
describe.each(databaseTargets())('token revocation on $name', (target) => {
  const t = staffApp(target);

  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
  const isLive = async (token: string) => (await me(token)).statusCode === 200;
  const idOf = (email: string) => staffUserId(t.app.db, email);

  it('has an idle and an absolute lifetime, with and without "remember me"', () => {
    expect(tokenPolicy.standard.idleMs).toBeLessThan(tokenPolicy.standard.absoluteMs);
    expect(tokenPolicy.standard.absoluteMs).toBeLessThanOrEqual(12 * 3_600_000);
    expect(tokenPolicy.remember.absoluteMs).toBeLessThanOrEqual(30 * 86_400_000);
  });

  it('refuses a token past its idle limit and one past its absolute expiry', async () => {
    const idle = await signIn(t.app, t.admin);
    const old = await signIn(t.app, t.admin);
    await t.app.db
      .updateTable('auth_tokens')
      .set({ last_used_at: new Date(Date.now() - tokenPolicy.standard.idleMs - 1000) })
      .where('token_hash', '=', hashToken(idle))
      .execute();
    await t.app.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(old))
      .execute();
    expect((await me(idle)).statusCode).toBe(401);
    expect((await me(old)).statusCode).toBe(401);
  });

  it('revokes the token on logout, leaving the other sessions alone', async () => {
    const first = await signIn(t.app, t.admin);
    const second = await signIn(t.app, t.admin);
    const out = await t.call('POST', '/auth/logout', undefined, first);
    expect(out.statusCode).toBe(200);
    expect(await isLive(first)).toBe(false);
    expect(await isLive(second)).toBe(true);
  });

  it('revokes every session of a user whose password an administrator sets', async () => {
    const email = 'pw.change@registrar.test';
    const a = await addStaffAndSignIn(t, {
      name: 'Pw Change',
      username: 'pw.change',
      email,
      role: 'registry_officer',
    });
    const b = await signIn(t.app, { email, password: 'staff-password' });
    const response = await t.call('POST', `/staff-users/${await idOf(email)}/password`, {
      password: 'Fresh-Harbour-42',
    });
    expect(response.statusCode).toBe(200);
    expect(await isLive(a)).toBe(false);
    expect(await isLive(b)).toBe(false);
    expect(await isLive(t.as.admin)).toBe(true);
    expect(await isLive(await signIn(t.app, { email, password: 'Fresh-Harbour-42' }))).toBe(true);
  });

  it("keeps the caller's session but revokes their others when they change their own password", async () => {
    const other = await signIn(t.app, t.admin);
    const response = await t.call('POST', '/staff-users/1/password', {
      password: 'Amber-Lantern-58',
    });
    expect(response.statusCode).toBe(200);
    expect(await isLive(other)).toBe(false);
    expect(await isLive(t.as.admin)).toBe(true);
    await t.call('POST', '/staff-users/1/password', { password: t.admin.password });
  });

  it('revokes every session of a disabled user, for good', async () => {
    const email = 'disabled@registrar.test';
    const token = await addStaffAndSignIn(t, {
      name: 'To Disable',
      username: 'to.disable',
      email,
      role: 'bursary',
    });
    const id = await idOf(email);
    const body = { name: 'To Disable', email, role: 'bursary', is_active: false };
    expect((await t.call('PUT', `/staff-users/${id}`, body)).statusCode).toBe(200);
    expect(await isLive(token)).toBe(false);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'staff-password' },
    });
    expect(login.statusCode).toBe(422);
    expect(
      (await t.call('PUT', `/staff-users/${id}`, { ...body, is_active: true })).statusCode,
    ).toBe(200);
    expect(await isLive(token)).toBe(false);
    const row = await t.app.db
      .selectFrom('auth_tokens')
      .select('revoked_at')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
  });
});
