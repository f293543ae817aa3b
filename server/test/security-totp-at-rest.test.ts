import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { Secret } from 'otpauth';
import { type App, buildApp } from '../src/app';
import { hashPassword } from '../src/lib/password';
import {
  createTotpCipher,
  decodeKey,
  loadTotpKey,
  type TotpKeyOptions,
  TotpKeyMismatchError,
} from '../src/modules/auth/totp-crypto';
import {
  digestRecoveryCode,
  generateRecoveryCodes,
  generateTotpSecret,
  stepAt,
  totpCodeAt,
} from '../src/modules/auth/totp';
import { bearer, emptyStaticRoot } from './support/app';
import { type Persistent, persistentTargets } from './persistent-targets';

/**
 * TOTP secrets encrypted at rest (AES-256-GCM, key outside the database) and recovery
 * codes as salted argon2id hashes. Rows written in clear before the upgrade keep working: sealed
 * at start-up, or on the first read when one appears later. A server with another key refuses.
 */

describe('the TOTP cipher', () => {
  const key = randomBytes(32);
  const cipher = createTotpCipher(key);
  const secret = generateTotpSecret();

  it('seals with a fresh IV each time and opens only for the same column and user', () => {
    const sealed = cipher.seal(secret, 'totp_secret', 7);
    expect(sealed).toMatch(/^enc1:[0-9a-f]{8}:[\w-]{16}:[\w-]+:[\w-]{22}$/);
    expect(sealed).not.toContain(secret);
    expect(cipher.seal(secret, 'totp_secret', 7)).not.toBe(sealed);
    expect(cipher.open(sealed, 'totp_secret', 7)).toBe(secret);
    expect(() => cipher.open(sealed, 'totp_secret', 8)).toThrow();
    expect(() => cipher.open(sealed, 'totp_pending_secret', 7)).toThrow();
  });

  it('refuses a tampered value, and names the key of a value sealed with another', () => {
    const sealed = cipher.seal(secret, 'totp_secret', 7);
    const parts = sealed.split(':');
    const flipped = Buffer.from(parts[3]!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    parts[3] = flipped.toString('base64url');
    expect(() => cipher.open(parts.join(':'), 'totp_secret', 7)).toThrow();
    const other = createTotpCipher(randomBytes(32));
    expect(() => other.open(sealed, 'totp_secret', 7)).toThrow(TotpKeyMismatchError);
    expect(() => other.open(sealed, 'totp_secret', 7)).toThrow(cipher.keyId);
  });

  it('takes base64 of exactly 32 bytes as a key', () => {
    expect(decodeKey(key.toString('base64'))).toEqual(key);
    expect(decodeKey(key.toString('base64url'))).toEqual(key);
    expect(decodeKey(randomBytes(31).toString('base64'))).toBeUndefined();
    expect(decodeKey('not base64!')).toBeUndefined();
  });

  it('creates the key file once with mode 0600, then reads it; refuses a damaged one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'registrar-key-'));
    try {
      const keyFile = path.join(dir, 'data', 'totp-encryption.key');
      const first = loadTotpKey({ keyFile });
      expect(first.source).toBe('created');
      expect(statSync(keyFile).mode & 0o777).toBe(0o600);
      const again = loadTotpKey({ keyFile });
      expect(again).toEqual({ key: first.key, source: 'file' });
      expect(decodeKey(readFileSync(keyFile, 'utf8'))).toEqual(first.key);
      // TOTP_ENCRYPTION_KEY wins over the file.
      expect(loadTotpKey({ key, keyFile }).key).toEqual(key);
      writeFileSync(keyFile, 'short\n');
      expect(() => loadTotpKey({ keyFile })).toThrow(/32 bytes/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const targets = persistentTargets();

describe.each(targets)('TOTP secrets and recovery codes at rest on $name', (target) => {
  const staticRoot = emptyStaticRoot();
  const keyDir = mkdtempSync(path.join(tmpdir(), 'registrar-totp-key-'));
  const keyFile = path.join(keyDir, 'totp-encryption.key');
  let database: Awaited<ReturnType<Persistent['open']>>;
  let adminPassword = '';
  let log: string[] = [];
  afterAll(async () => {
    await database.cleanup();
    rmSync(staticRoot, { recursive: true, force: true });
    rmSync(keyDir, { recursive: true, force: true });
  });

  const start = async (totpKey: TotpKeyOptions): Promise<App> => {
    log = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log.push(chunk.toString('utf8'));
        done();
      },
    });
    const app = buildApp({
      database: database.config,
      staticRoot,
      logger: { level: 'warn', stream },
      security: { totpKey },
      onAdminCreated: (admin) => {
        adminPassword = admin.password;
      },
    });
    await app.ready();
    return app;
  };
  const post = (app: App, url: string, payload: object, token?: string) =>
    app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: token ? bearer(token) : {},
      payload,
    });
  const row = (app: App, email: string) =>
    app.db
      .selectFrom('staff_users')
      .select(['id', 'totp_secret', 'totp_pending_secret', 'totp_enabled_at'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
  const codeHashes = async (app: App, userId: number) =>
    (
      await app.db
        .selectFrom('staff_recovery_codes')
        .select('code_hash')
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute()
    ).map((code) => code.code_hash);
  const addStaff = async (app: App, email: string) => {
    await app.db
      .insertInto('staff_users')
      .values({
        name: email,
        username: email.split('@')[0]!,
        email,
        role: 'registry_officer',
        password_hash: await hashPassword('a-good-long-password'),
      })
      .execute();
  };
  /** Password, then the code of the current step (the last used step reset: no replay here). */
  const signInWithCode = async (app: App, email: string, secret: string) => {
    await app.db
      .updateTable('staff_users')
      .set({ totp_last_step: null })
      .where('email', '=', email)
      .execute();
    const password = await post(app, '/auth/login', { email, password: 'a-good-long-password' });
    const { challenge } = (password.json() as { data: { challenge: string } }).data;
    return post(app, '/auth/login/totp', {
      challenge,
      code: totpCodeAt(secret, stepAt(new Date())),
    });
  };
  const signInWithRecoveryCode = async (app: App, email: string, code: string) => {
    const password = await post(app, '/auth/login', { email, password: 'a-good-long-password' });
    const { challenge } = (password.json() as { data: { challenge: string } }).data;
    return post(app, '/auth/login/totp', { challenge, recovery_code: code });
  };

  it('never stores a secret or a recovery code in clear, and upgrades rows that were', async () => {
    database = await target.open();
    let app = await start({ keyFile });
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);

    // 1. Enrolment through the API: pending and confirmed secrets sealed, codes argon2id.
    await addStaff(app, 'sealed@registrar.test');
    const staffToken = (
      (
        await post(app, '/auth/login', {
          email: 'sealed@registrar.test',
          password: 'a-good-long-password',
        })
      ).json() as { data: { token: string } }
    ).data.token;
    const started = await post(app, '/auth/totp/enrolment', {}, staffToken);
    const { secret } = (started.json() as { data: { secret: string } }).data;
    const pending = await row(app, 'sealed@registrar.test');
    expect(pending.totp_pending_secret).toMatch(/^enc1:/);
    expect(pending.totp_pending_secret).not.toContain(secret);
    const confirmed = await post(
      app,
      '/auth/totp/enrolment/confirm',
      { code: totpCodeAt(secret, stepAt(new Date())) },
      staffToken,
    );
    expect(confirmed.statusCode).toBe(200);
    const codes = (confirmed.json() as { data: { recovery_codes: string[] } }).data.recovery_codes;
    const enrolled = await row(app, 'sealed@registrar.test');
    expect(enrolled.totp_pending_secret).toBeNull();
    expect(enrolled.totp_secret).toMatch(/^enc1:/);
    // Neither the base32 text nor the raw secret bytes (hex or base64) are in the row.
    const raw = Buffer.from(Secret.fromBase32(secret).bytes);
    for (const form of [secret, secret.toLowerCase(), raw.toString('hex'), raw.toString('base64')])
      expect(enrolled.totp_secret).not.toContain(form);
    const hashes = await codeHashes(app, enrolled.id);
    expect(hashes).toHaveLength(10);
    for (const hash of hashes) expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    for (const code of codes) {
      expect(hashes).not.toContain(digestRecoveryCode(code));
      expect(hashes.join()).not.toContain(code.replace('-', ''));
    }
    expect((await signInWithCode(app, 'sealed@registrar.test', secret)).statusCode).toBe(200);
    expect((await signInWithRecoveryCode(app, 'sealed@registrar.test', codes[0]!)).statusCode).toBe(
      200,
    );

    // 2. A user enrolled before the upgrade: base32 in clear, bare SHA-256 recovery codes.
    await addStaff(app, 'legacy@registrar.test');
    const legacySecret = generateTotpSecret();
    const legacyCodes = generateRecoveryCodes();
    const legacy = await row(app, 'legacy@registrar.test');
    await app.db
      .updateTable('staff_users')
      .set({ totp_secret: legacySecret, totp_enabled_at: new Date() })
      .where('id', '=', legacy.id)
      .execute();
    await app.db
      .insertInto('staff_recovery_codes')
      .values(
        legacyCodes.map((code) => ({ user_id: legacy.id, code_hash: digestRecoveryCode(code) })),
      )
      .execute();
    await app.close();

    // The restart seals and rehashes them; the key file keeps every secret readable.
    app = await start({ keyFile });
    const upgraded = await row(app, 'legacy@registrar.test');
    expect(upgraded.totp_secret).toMatch(/^enc1:/);
    expect(upgraded.totp_secret).not.toContain(legacySecret);
    for (const hash of await codeHashes(app, legacy.id)) expect(hash).toMatch(/^\$argon2id\$/);
    expect((await signInWithCode(app, 'legacy@registrar.test', legacySecret)).statusCode).toBe(200);
    expect(
      (await signInWithRecoveryCode(app, 'legacy@registrar.test', legacyCodes[3]!)).statusCode,
    ).toBe(200);
    expect(
      (await signInWithRecoveryCode(app, 'legacy@registrar.test', legacyCodes[3]!)).statusCode,
    ).toBe(422);
    expect((await signInWithCode(app, 'sealed@registrar.test', secret)).statusCode).toBe(200);

    // 3. A clear secret written while the server runs (an old process): used, then sealed.
    await app.db
      .updateTable('staff_users')
      .set({ totp_secret: legacySecret })
      .where('id', '=', legacy.id)
      .execute();
    expect((await signInWithCode(app, 'legacy@registrar.test', legacySecret)).statusCode).toBe(200);
    expect((await row(app, 'legacy@registrar.test')).totp_secret).toMatch(/^enc1:/);
    await app.close();

    // 4. Another key: said at start-up, and sign-in with a code fails closed (never a guess).
    app = await start({ key: randomBytes(32) });
    expect(log.join('')).toMatch(/TOTP secrets were encrypted with another key/);
    const refused = await signInWithCode(app, 'sealed@registrar.test', secret);
    expect(refused.statusCode).toBe(500);
    expect(refused.body).not.toContain(secret);
    // The admin (no TOTP) is unaffected.
    expect(
      (await post(app, '/auth/login', { email: 'admin@registrar.local', password: adminPassword }))
        .statusCode,
    ).toBe(200);
    await app.close();
  });
});
