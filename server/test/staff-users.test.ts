import { ZListStaffUsersResponse } from '@registrar/shared-api/contracts';
import { signIn } from './support/app';
import { staffApp, testStaff } from './support/staff-app';
import { databaseTargets } from './support/databases';

const newUser = {
  name: 'Registry Officer',
  username: 'Officer.One',
  email: 'Officer.One@Registrar.test',
  role: 'registry_officer',
  password: 'a-long-password',
};

describe.each(databaseTargets())('staff users on $name', (target) => {
  const t = staffApp(target, ['bursary']);
  const call = t.call;
  const users = () => t.app.db.selectFrom('staff_users').selectAll().orderBy('id').execute();

  it('lists staff accounts paged, never with a password hash', async () => {
    const response = await call('GET', '/staff-users?search=burs');
    expect(response.statusCode).toBe(200);
    const body = ZListStaffUsersResponse.parse(response.json());
    expect(body.data.total).toBe(1);
    expect(body.data.data[0]).toMatchObject({
      username: 'bursar',
      role: 'bursary',
      is_active: true,
    });
    expect(response.body).not.toContain('password');
    expect((await call('GET', '/staff-users?role=administrator')).json().data.total).toBe(1);
  });

  it('401 without a token and 403 for non-administrators', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/staff-users' })).statusCode).toBe(401);
    expect((await call('GET', '/staff-users', undefined, t.as.bursary)).statusCode).toBe(403);
    const before = (await users()).length;
    expect((await call('POST', '/staff-users', newUser, t.as.bursary)).statusCode).toBe(403);
    expect(
      (await call('PUT', '/staff-users/1', { ...newUser, is_active: true }, t.as.bursary))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/staff-users/1/password', { password: 'x'.repeat(10) }, t.as.bursary))
        .statusCode,
    ).toBe(403);
    expect((await users()).length).toBe(before);
  });

  it('creates an account (hashed password, normalised username/email) that can sign in', async () => {
    const response = await call('POST', '/staff-users', newUser);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      username: 'officer.one',
      email: 'officer.one@registrar.test',
      role: 'registry_officer',
      is_active: true,
    });
    expect(response.body).not.toContain('password');
    const row = (await users()).find((u) => u.username === 'officer.one')!;
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    await signIn(t.app, { email: 'officer.one@registrar.test', password: 'a-long-password' });
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'staff_user.created')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.details)).not.toContain('a-long-password');
  });

  it('409 for a taken username or email; 422 for bad input; nothing added', async () => {
    const before = (await users()).length;
    const takenName = await call('POST', '/staff-users', { ...newUser, email: 'other@x.test' });
    expect(takenName.statusCode).toBe(409);
    expect(takenName.json().errors).toEqual({ username: ['This username is already taken.'] });
    const takenEmail = await call('POST', '/staff-users', {
      ...newUser,
      username: 'other',
      email: testStaff.bursary.email.toUpperCase(),
    });
    expect(takenEmail.statusCode).toBe(409);
    expect(Object.keys(takenEmail.json().errors)).toEqual(['email']);
    const missing = await call('POST', '/staff-users', {});
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'email',
      'name',
      'password',
      'role',
      'username',
    ]);
    const wrong = await call('POST', '/staff-users', {
      ...newUser,
      username: 'x',
      role: 'janitor',
      password: 'short',
      name: 7,
    });
    expect(wrong.json().errors).toEqual({
      username: ["Use 3–50 letters, digits, '.', '_' or '-'"],
      role: ['Choose administrator, registry_officer or bursary'],
      password: ['Must be at least 8 characters'],
      name: ['Must be text'],
    });
    const big = await call('POST', '/staff-users', {
      ...newUser,
      username: 'big',
      email: 'big@x.test',
      password: 'p'.repeat(129),
      name: 'n'.repeat(101),
    });
    expect(big.json().errors).toEqual({
      password: ['Must be at most 128 characters'],
      name: ['Must be at most 100 characters'],
    });
    expect((await users()).length).toBe(before);
  });

  it('updates an account; deactivating it revokes its tokens', async () => {
    const target = (await users()).find((u) => u.username === 'bursar')!;
    const response = await call('PUT', `/staff-users/${target.id}`, {
      name: 'Chief Bursar',
      email: testStaff.bursary.email,
      role: 'bursary',
      is_active: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Chief Bursar', is_active: false });
    expect((await call('GET', '/graduates', undefined, t.as.bursary)).statusCode).toBe(401);
    const tokens = await t.app.db
      .selectFrom('auth_tokens')
      .select('revoked_at')
      .where('user_id', '=', target.id)
      .execute();
    expect(tokens.every((tk) => tk.revoked_at !== null)).toBe(true);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'staff_user.updated')
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({ changes: { is_active: { from: true, to: false } } });
  });

  it('an administrator cannot demote or deactivate themselves; 404 unknown id; 409 email taken', async () => {
    const self = await call('PUT', '/staff-users/1', {
      name: 'Administrator',
      email: t.admin.email,
      role: 'bursary',
      is_active: false,
    });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors).toEqual({
      role: ['You cannot change your own role'],
      is_active: ['You cannot deactivate your own account'],
    });
    expect((await users())[0]).toMatchObject({ role: 'administrator', is_active: true });
    const rename = await call('PUT', '/staff-users/1', {
      name: 'Head of Registry',
      email: t.admin.email,
      role: 'administrator',
      is_active: true,
    });
    expect(rename.statusCode).toBe(200);
    expect(
      (
        await call('PUT', '/staff-users/999', {
          name: 'X',
          email: 'x@x.test',
          role: 'bursary',
          is_active: true,
        })
      ).statusCode,
    ).toBe(404);
    const taken = await call('PUT', '/staff-users/1', {
      name: 'X',
      email: testStaff.bursary.email,
      role: 'administrator',
      is_active: true,
    });
    expect(taken.statusCode).toBe(409);
    expect((await call('PUT', '/staff-users/1', { name: 'X' })).statusCode).toBe(422);
  });

  it("sets a password and revokes the user's other tokens, keeping the caller's", async () => {
    const officer = (await users()).find((u) => u.username === 'officer.one')!;
    const officerToken = await signIn(t.app, {
      email: 'officer.one@registrar.test',
      password: 'a-long-password',
    });
    const response = await call('POST', `/staff-users/${officer.id}/password`, {
      password: 'another-password',
    });
    expect(response.json()).toEqual({ status: 'success', message: 'Password changed' });
    expect((await call('GET', '/graduates', undefined, officerToken)).statusCode).toBe(401);
    await signIn(t.app, { email: 'officer.one@registrar.test', password: 'another-password' });

    const second = await signIn(t.app, t.admin);
    await call('POST', '/staff-users/1/password', { password: t.admin.password });
    expect((await call('GET', '/staff-users')).statusCode).toBe(200);
    expect((await call('GET', '/staff-users', undefined, second)).statusCode).toBe(401);

    expect(
      (await call('POST', '/staff-users/999/password', { password: 'long-enough' })).statusCode,
    ).toBe(404);
    const short = await call('POST', `/staff-users/${officer.id}/password`, { password: 'short' });
    expect(short.json().errors).toEqual({ password: ['Must be at least 8 characters'] });
    const wrongType = await call('POST', `/staff-users/${officer.id}/password`, {
      password: 12345678,
    });
    expect(wrongType.json().errors).toEqual({ password: ['Must be text'] });
  });
});
