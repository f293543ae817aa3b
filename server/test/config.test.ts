import path from 'node:path';
import { loadConfig, startWarnings } from '../src/config';

describe('loadConfig', () => {
  const repoRoot = path.resolve(__dirname, '..', '..');

  it('defaults to 127.0.0.1:3000, PGlite under ./data and the repository as static root', () => {
    const config = loadConfig({}, '/srv/registrar');
    expect(config).toEqual({
      publicUrlGuessed: true,
      port: 3000,
      recordsSource: {},
      host: '127.0.0.1',
      database: { kind: 'pglite', dataDir: '/srv/registrar/data' },
      staticRoot: repoRoot,
      remotes: { applicantPortalUrl: undefined, adminConsoleUrl: undefined },
      firstPaint: true,
      checkResponses: false,
      adminEmail: 'admin@registrar.local',
      logLevel: 'info',
      shutdownDrainMs: 0,
      metrics: { host: '127.0.0.1' },
      security: {
        trustProxy: false,
        corsOrigins: [],
        redisUrl: undefined,
        publicRateLimitMax: 300,
        redisPrefix: 'registrar:',
        hstsMaxAge: 31_536_000,
        requireTotpForAdmins: false,
        totpKey: { keyFile: '/srv/registrar/data/totp-encryption.key' },
      },
      paymentsMode: 'sandbox',
      documents: {
        publicUrl: 'http://localhost:3000',
        mail: {
          smtpUrl: undefined,
          from: 'Registrar <no-reply@registrar.local>',
          dir: '/srv/registrar/data/mail',
        },
        outboxIntervalMs: 2000,
      },
      signing: { developmentFile: '/srv/registrar/data/signing-development.p12' },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://u@db:5432/registrar',
        STATIC_ROOT: 'public',
        APPLICANT_PORTAL_URL: 'https://portal.example.edu/mf-manifest.json',
        ADMIN_CONSOLE_URL: 'https://admin.example.edu/mf-manifest.json',
        ADMIN_EMAIL: 'registrar@example.edu',
        LOG_LEVEL: 'warn',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      database: { kind: 'postgres', url: 'postgres://u@db:5432/registrar' },
      staticRoot: '/srv/public',
      remotes: {
        applicantPortalUrl: 'https://portal.example.edu/mf-manifest.json',
        adminConsoleUrl: 'https://admin.example.edu/mf-manifest.json',
      },
      adminEmail: 'registrar@example.edu',
      logLevel: 'warn',
    });
  });

  it('reads FIRST_PAINT as on or off only', () => {
    expect(loadConfig({ FIRST_PAINT: 'off' }).firstPaint).toBe(false);
    expect(loadConfig({ FIRST_PAINT: 'on' }).firstPaint).toBe(true);
    expect(() => loadConfig({ FIRST_PAINT: 'no' })).toThrow(/FIRST_PAINT/);
  });

  it('reads RESPONSE_CHECK as on or off only', () => {
    expect(loadConfig({ RESPONSE_CHECK: 'on' }).checkResponses).toBe(true);
    expect(loadConfig({ RESPONSE_CHECK: 'off' }).checkResponses).toBe(false);
    expect(() => loadConfig({ RESPONSE_CHECK: 'yes' })).toThrow(/RESPONSE_CHECK/);
  });

  it('reads REQUIRE_TOTP_FOR_ADMINS as true or false only', () => {
    expect(loadConfig({ REQUIRE_TOTP_FOR_ADMINS: 'true' }).security.requireTotpForAdmins).toBe(
      true,
    );
    expect(loadConfig({ REQUIRE_TOTP_FOR_ADMINS: 'false' }).security.requireTotpForAdmins).toBe(
      false,
    );
    expect(() => loadConfig({ REQUIRE_TOTP_FOR_ADMINS: 'yes' })).toThrow(/REQUIRE_TOTP_FOR_ADMINS/);
  });

  it('reads REDIS_KEY_PREFIX as a plain key prefix only', () => {
    expect(loadConfig({ REDIS_KEY_PREFIX: 'registry-a:' }).security.redisPrefix).toBe(
      'registry-a:',
    );
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'has space' })).toThrow(/REDIS_KEY_PREFIX/);
  });

  it('reads TOTP_ENCRYPTION_KEY as 32 bytes of base64 only', () => {
    const key = Buffer.alloc(32, 7);
    expect(loadConfig({ TOTP_ENCRYPTION_KEY: key.toString('base64') }).security.totpKey).toEqual({
      key,
    });
    expect(() => loadConfig({ TOTP_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      /TOTP_ENCRYPTION_KEY/,
    );
    expect(() => loadConfig({ TOTP_ENCRYPTION_KEY: 'not a key' })).toThrow(/TOTP_ENCRYPTION_KEY/);
  });

  it('reads SIGNING_P12_PATH relative to the working directory, with its password', () => {
    expect(
      loadConfig(
        { SIGNING_P12_PATH: 'keys/institution.p12', SIGNING_P12_PASSWORD: 'secret' },
        '/srv/registrar',
      ).signing,
    ).toEqual({ p12Path: '/srv/registrar/keys/institution.p12', p12Password: 'secret' });
    expect(loadConfig({ SIGNING_TSA_URL: 'https://tsa.example/tsr' }).signing.tsaUrl).toBe(
      'https://tsa.example/tsr',
    );
    expect(() => loadConfig({ SIGNING_TSA_URL: 'ftp://tsa.example' })).toThrow(/SIGNING_TSA_URL/);
  });

  it('treats empty values as unset and DATA_DIR relative to the working directory', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', DATA_DIR: 'var/db' }, '/srv');
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '/srv/var/db' });
  });

  it('runs payments as a sandbox outside production, and live with a Paystack key', () => {
    expect(loadConfig({}).paymentsMode).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'development' }).paymentsMode).toBe('sandbox');
    expect(loadConfig({ PAYSTACK_SECRET_KEY: 'sk_test_x' }).paymentsMode).toBe('live');
  });

  it('refuses a production start without a real payment provider, naming what to set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PAYSTACK_SECRET_KEY[\s\S]*ALLOW_SANDBOX_PAYMENTS=true/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'false' })).toThrow(
      /ALLOW_SANDBOX_PAYMENTS/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'yes' })).toThrow(
      /ALLOW_SANDBOX_PAYMENTS/,
    );
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://registry.example.edu' };
    expect(loadConfig({ ...production, ALLOW_SANDBOX_PAYMENTS: 'true' }).paymentsMode).toBe(
      'sandbox',
    );
    expect(loadConfig({ ...production, PAYSTACK_SECRET_KEY: 'sk_live_x' }).paymentsMode).toBe(
      'live',
    );
  });

  it('refuses a production start that would print localhost on documents, and warns elsewhere', () => {
    const production = { NODE_ENV: 'production', PAYSTACK_SECRET_KEY: 'sk_live_x', PORT: '8080' };
    expect(() => loadConfig(production)).toThrow(
      /PUBLIC_URL: unset in production[\s\S]*would carry http:\/\/localhost:8080\. Set PUBLIC_URL/,
    );
    const set = loadConfig({ ...production, PUBLIC_URL: 'https://registry.example.edu/' });
    expect(set.documents.publicUrl).toBe('https://registry.example.edu');
    expect(startWarnings(set)).toEqual([]);

    const development = loadConfig({ PORT: '4000' });
    expect(development.documents.publicUrl).toBe('http://localhost:4000');
    expect(startWarnings(development)).toEqual([
      'PUBLIC_URL is unset: documents, their QR codes, emails and texts will carry http://localhost:4000. Set PUBLIC_URL to the address people reach this server at.',
    ]);
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', ADMIN_EMAIL: 'nope' })).toThrow(
      /PORT[\s\S]*ADMIN_EMAIL[\s\S]*LOG_LEVEL/,
    );
  });
});
