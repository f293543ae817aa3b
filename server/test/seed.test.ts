import { verify } from '@node-rs/argon2';
import { startTestApp, type TestApp } from './support/app';
import { databaseTargets } from './support/databases';
import { countRows } from './support/rows';

describe.each(databaseTargets())('first-start seed on $name', (target) => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await startTestApp(target, {}, { seed: 'first-start' });
    second = await startTestApp(target, {}, { seed: 'first-start' });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  const adminHash = async (t: TestApp) =>
    await t.app.db
      .selectFrom('staff_users')
      .select(['password_hash', 'role', 'email'])
      .executeTakeFirstOrThrow();

  it('creates one administrator with a random password, hashed with argon2id', async () => {
    const admin = await adminHash(first);
    expect(admin.role).toBe('administrator');
    expect(admin.email).toBe('admin@registrar.local');
    expect(admin.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first.admin.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await verify(admin.password_hash, first.admin.password)).toBe(true);
  });

  it('gives every fresh database a different password', async () => {
    expect(second.admin.password).not.toBe(first.admin.password);
    expect((await adminHash(second)).password_hash).not.toBe(
      (await adminHash(first)).password_hash,
    );
    expect(await verify((await adminHash(second)).password_hash, first.admin.password)).toBe(false);
  });

  it.each(['admin', 'password', 'admin123', 'changeme', 'registrar', ''])(
    'does not accept the guessable password %j',
    async (password) => {
      const response = await first.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: first.admin.email, password },
      });
      expect(response.statusCode).toBe(422);
    },
  );

  it('fills the demo data: rates, regions of both types, couriers and 20 graduates', async () => {
    expect(await countRows(first.app.db, 'graduates')).toBe(20);
    expect(await countRows(first.app.db, 'transcript_rates')).toBeGreaterThan(0);
    expect(await countRows(first.app.db, 'couriers')).toBeGreaterThan(0);
    const types = await first.app.db
      .selectFrom('regions')
      .select('type')
      .distinct()
      .orderBy('type')
      .execute();
    expect(types.map((r) => r.type)).toEqual([1, 2]);
    const rates = await first.app.db.selectFrom('transcript_rates').selectAll().execute();
    for (const rate of rates) {
      expect(rate.type).toBe(rate.type.toLowerCase());
      expect(Number.isInteger(rate.soft_copy) && Number.isInteger(rate.hard_copy)).toBe(true);
    }
  });

  it('takes the first email from ADMIN_EMAIL (adminEmail option)', async () => {
    const custom = await startTestApp(
      target,
      { adminEmail: 'registrar@futd.edu.ng' },
      { seed: 'first-start' },
    );
    try {
      expect(custom.admin.email).toBe('registrar@futd.edu.ng');
      expect((await adminHash(custom)).email).toBe('registrar@futd.edu.ng');
    } finally {
      await custom.close();
    }
  });
});
