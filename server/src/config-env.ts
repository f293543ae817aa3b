import { z } from 'zod';
import { decodeKey } from './modules/auth/totp-crypto';

/**
 * Every environment variable the server reads, with its default and its check (the README's
 * configuration table explains each; docs-variables.test.ts keeps the two in step). `loadConfig`
 * (config.ts) turns the parsed values into the server's configuration.
 */

export const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

/** The first administrator's email when ADMIN_EMAIL is not set. */
export const DEFAULT_ADMIN_EMAIL = 'admin@registrar.local';

export const ZEnv = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  APPLICANT_PORTAL_URL: optionalString,
  ADMIN_CONSOLE_URL: optionalString,
  STATIC_ROOT: optionalString,
  /** Server-rendered first paint of public pages (server/src/ssr): 'off' to serve the plain page. */
  FIRST_PAINT: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
  /** 'on': every answer is also checked against its contract with zod (lib/response-serializer). */
  RESPONSE_CHECK: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('off')),
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().default(DEFAULT_ADMIN_EMAIL)),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  // Mail and documents: SMTP when SMTP_URL is set, else .eml files in DATA_DIR/mail.
  SMTP_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  MAIL_FROM: z.preprocess(
    emptyToUndefined,
    z.string().default('Registrar <no-reply@registrar.local>'),
  ),
  /**
   * The site's public origin. Unset: links built while answering a request (the checkout, its
   * return) use that request's origin; links built outside one (emails, QR codes on documents)
   * use http://localhost:PORT.
   */
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  OUTBOX_INTERVAL_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(3_600_000).default(2000),
  ),
  // SMS updates (modules/sms): off unless SMS_PROVIDER=termii, with Termii's key and sender ID.
  SMS_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['off', 'termii']).default('off')),
  TERMII_API_KEY: optionalString,
  // The API key travels in the request body: https, or plain http to this machine only (a stand-in).
  TERMII_BASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .url()
      .refine(
        (value) => {
          const url = new URL(value);
          return (
            url.protocol === 'https:' ||
            (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
          );
        },
        { message: 'use https (http only to 127.0.0.1 or localhost)' },
      )
      .default('https://api.ng.termii.com'),
  ),
  TERMII_SENDER_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9 ]{3,11}$/, '3 to 11 letters, digits or spaces, as registered at Termii')
      .optional(),
  ),
  /** Termii's route: 'dnd' reaches numbers on Do-Not-Disturb once Termii has enabled it. */
  TERMII_CHANNEL: z.preprocess(emptyToUndefined, z.enum(['generic', 'dnd']).default('generic')),
  /** How long Termii may take to answer; a slower answer counts as a failed attempt (retried). */
  TERMII_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(100).max(120_000).default(15_000),
  ),
  /** HH:MM-HH:MM in the institution's time zone; status texts wait until it ends. 'off': none. */
  SMS_QUIET_HOURS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(off|([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d)$/, 'HH:MM-HH:MM or off')
      .default('21:00-07:00'),
  ),
  // Payments: Paystack when its secret key is set, else the built-in local provider.
  PAYSTACK_SECRET_KEY: optionalString,
  PAYSTACK_BASE_URL: z.preprocess(emptyToUndefined, z.url().default('https://api.paystack.co')),
  LOCAL_PAYMENT_SECRET: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
  /** 'true': a production server may run the local sandbox provider (no money moves). */
  ALLOW_SANDBOX_PAYMENTS: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  ),
  NODE_ENV: optionalString,
  PAYMENT_RECONCILE_INTERVAL_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  ),
  /**
   * On SIGTERM, how long the process keeps serving while /api/health/ready says 503, before it
   * stops listening: at least the proxy's health-check interval times its fall count.
   */
  SHUTDOWN_DRAIN_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(120_000).default(0),
  ),
  /** Serve Prometheus metrics on this port (never the public one); unset: not served. */
  // The records source (modules/records-sync): its bearer token, or a file holding it (read again
  // when the feed refuses a token), and the folder a file drop is read from.
  RECORDS_SOURCE_TOKEN: optionalString,
  RECORDS_SOURCE_TOKEN_FILE: optionalString,
  RECORDS_DROP_DIR: optionalString,
  METRICS_PORT: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(65535).optional(),
  ),
  METRICS_HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  // Security (docs/security.md).
  TRUST_PROXY: optionalString,
  CORS_ORIGINS: optionalString,
  REDIS_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  REDIS_KEY_PREFIX: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'letters, digits, ":", "_", "." or "-", at most 64')
      .default('registrar:'),
  ),
  PUBLIC_RATE_LIMIT_MAX: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(1_000_000).default(300),
  ),
  REQUIRE_TOTP_FOR_ADMINS: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  ),
  /** 32 bytes, base64: the key of TOTP secrets at rest; unset: DATA_DIR/totp-encryption.key. */
  TOTP_ENCRYPTION_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => decodeKey(value) !== undefined, {
        message: 'must be 32 random bytes in base64 (openssl rand -base64 32)',
      })
      .optional(),
  ),
  /** The institution's PKCS#12 (key and certificate) every issued PDF is signed with. */
  SIGNING_P12_PATH: z.preprocess(emptyToUndefined, z.string().optional()),
  SIGNING_P12_PASSWORD: z.preprocess(emptyToUndefined, z.string().optional()),
  /** An RFC 3161 timestamp authority: issued PDFs carry its time (PAdES B-T). */
  SIGNING_TSA_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  HSTS_MAX_AGE: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(63_072_000).default(31_536_000),
  ),
});
