import { commonPasswords, COMMON_PASSWORD_MESSAGE } from '../src/lib/password-rules';
import { bearer, signIn, startTestApp, type TestApp } from './support/app';
import { oneDatabaseTarget } from './support/databases';

/** ASVS V6: password length, no truncation, breached list, argon2id parameters. */

describe('the common-password list', () => {
  it('ships 10,000 lowercased entries of 8+ characters, the most common first', () => {
    const list = commonPasswords();
    expect(list.size).toBe(10_000);
    expect([...list].slice(0, 3)).toEqual(['password', '12345678', '123456789']);
    for (const entry of list) {
      expect(entry.length).toBeGreaterThanOrEqual(8);
      expect(entry).toBe(entry.toLowerCase());
    }
  });
});

describe.each(oneDatabaseTarget())('password rules on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let seq = 0;
  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await signIn(t.app, t.admin);
  });
  afterAll(() => t.close());

  const create = (password: string) => {
    seq += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/staff-users',
      headers: bearer(admin),
      payload: {
        name: `Officer ${seq}`,
        username: `officer.${seq}`,
        email: `officer.${seq}@registrar.test`,
        role: 'registry_officer',
        password,
      },
    });
  };
  const setPassword = (id: number, password: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff-users/${id}/password`,
      headers: bearer(admin),
      payload: { password },
    });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('stores argon2id with t=2, m ≥ 19 MiB, p=1', async () => {
    const response = await create('Orange-Harbour-7');
    expect(response.statusCode).toBe(200);
    const { password_hash: hash } = await t.app.db
      .selectFrom('staff_users')
      .select('password_hash')
      .where('id', '=', response.json().data.id)
      .executeTakeFirstOrThrow();
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[^$]+\$[^$]+$/.exec(hash);
    expect(match).not.toBeNull();
    const [, m, tCost, p] = match!.map(Number);
    expect(m).toBeGreaterThanOrEqual(19 * 1024);
    expect(tCost).toBe(2);
    expect(p).toBe(1);
  });

  it.each([
    ['7 characters', 'a'.repeat(7), 'Must be at least 8 characters'],
    ['129 characters', 'a'.repeat(129), 'Must be at most 128 characters'],
  ])('refuses %s', async (_case, password, message) => {
    const response = await create(password);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password).toEqual([message]);
  });

  it.each([8, 64, 128])('accepts %i characters (and signs in with them)', async (length) => {
    const password = `${'Zq9-'.repeat(40)}`.slice(0, length);
    const response = await create(password);
    expect(response.statusCode).toBe(200);
    expect((await login(response.json().data.email, password)).statusCode).toBe(200);
  });

  it('does not truncate: a 100-character password differing only in its last character is refused', async () => {
    const password = `${'long-passphrase-'.repeat(7)}`.slice(0, 99) + 'A';
    expect(password).toHaveLength(100);
    const created = await create(password);
    expect(created.statusCode).toBe(200);
    const email = created.json().data.email as string;
    expect((await login(email, `${password.slice(0, 99)}B`)).statusCode).toBe(422);
    expect((await login(email, password.slice(0, 72))).statusCode).toBe(422);
    expect((await login(email, password)).statusCode).toBe(200);
  });

  it.each(['password1', 'Password1', 'QWERTYUIOP', 'iloveyou', 'trustno1'])(
    'refuses the common password %p at create and at set-password',
    async (password) => {
      const created = await create(password);
      expect(created.statusCode).toBe(422);
      expect(created.json().errors).toEqual({ password: [COMMON_PASSWORD_MESSAGE] });
      const set = await setPassword(1, password);
      expect(set.statusCode).toBe(422);
      expect(set.json().errors).toEqual({ password: [COMMON_PASSWORD_MESSAGE] });
      expect((await login(t.admin.email, t.admin.password)).statusCode).toBe(200);
    },
  );
});
