import { type Kysely, sql } from 'kysely';
import { Client } from 'pg';
import * as dropAuthChangeNotify from '../migrations/0016_drop_auth_change_notify';
import { addStaffAndSignIn, bearer, signIn, startTestApp, type TestApp } from './support/app';
import { databaseTargets } from './support/databases';

/**
 * Every staff request reads its token and user from the database: a change made by anyone (this
 * process, another one, psql) holds on the very next request.
 */
describe.each(databaseTargets())('session lookup on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });

  it('sees direct writes on the next request: revocation, deactivation, a new role', async () => {
    const staff = await addStaffAndSignIn(t, {
      name: 'Looked-up Officer',
      username: 'lookedup',
      email: 'lookedup@x.test',
      role: 'registry_officer',
    });
    expect((await me(staff)).json().data.role).toBe('registry_officer');
    const setStaff = (values: { role?: 'bursary'; is_active?: boolean }) =>
      t.app.db.updateTable('staff_users').set(values).where('username', '=', 'lookedup').execute();
    await setStaff({ role: 'bursary' });
    expect((await me(staff)).json().data.role).toBe('bursary');
    await setStaff({ is_active: false });
    expect((await me(staff)).statusCode).toBe(401);
    await setStaff({ is_active: true });
    expect((await me(staff)).statusCode).toBe(200);
    await sql`UPDATE auth_tokens SET revoked_at = now()
               WHERE user_id = (SELECT id FROM staff_users WHERE username = 'lookedup')`.execute(
      t.app.db,
    );
    expect((await me(staff)).statusCode).toBe(401);
  });

  it('leaves no session-change triggers; the migration down recreates them and up drops them', async () => {
    const triggers = async () =>
      (
        await sql<{ name: string }>`
          SELECT tgname AS name FROM pg_trigger
           WHERE NOT tgisinternal AND tgrelid IN ('auth_tokens'::regclass, 'staff_users'::regclass)
          UNION ALL
          SELECT proname FROM pg_proc WHERE proname = 'registrar_auth_changed'
          ORDER BY 1`.execute(t.app.db)
      ).rows.map((row) => row.name);
    expect(await triggers()).toEqual([]);
    await dropAuthChangeNotify.down(t.app.db as unknown as Kysely<unknown>);
    expect(await triggers()).toEqual([
      'auth_tokens_changed',
      'auth_tokens_deleted',
      'registrar_auth_changed',
      'staff_users_changed',
      'staff_users_deleted',
    ]);
    await dropAuthChangeNotify.up(t.app.db as unknown as Kysely<unknown>);
    expect(await triggers()).toEqual([]);
  });
});

const describePostgres = databaseTargets().some((target) => target.name === 'postgres')
  ? describe
  : describe.skip;

describePostgres('session lookup across processes on PostgreSQL', () => {
  let t: TestApp;
  let other: Client;
  beforeAll(async () => {
    // The test's own database, so that a second connection (another process) can reach it.
    const postgres = databaseTargets().find((target) => target.name === 'postgres')!;
    const database = await postgres.createSeeded();
    t = await startTestApp({ ...postgres, createSeeded: () => Promise.resolve(database) });
    if (database.config.kind !== 'postgres') throw new Error('a PostgreSQL database');
    other = new Client({ connectionString: database.config.url });
    await other.connect();
  });
  afterAll(async () => {
    await other.end();
    await t.close();
  });

  it('refuses a token on the next request once another process has revoked it', async () => {
    const token = await signIn(t.app, t.admin);
    const me = () => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    expect((await me()).statusCode).toBe(200);
    await other.query(
      'UPDATE auth_tokens SET revoked_at = now() WHERE id = (SELECT max(id) FROM auth_tokens)',
    );
    expect((await me()).statusCode).toBe(401);
  });
});
