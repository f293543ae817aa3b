import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TPaymentsMode } from '@registrar/shared-api/contracts';
import { ZEnv } from './config-env';
import { decodeKey, type TotpKeyOptions } from './modules/auth/totp-crypto';
import type { SigningKeyOptions } from './modules/signing/identity';
import type { RecordsSourceOptions } from './modules/records-sync/sources/types';

/** Finds the repository root (the npm workspace root) upwards from `start`. */
export function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { workspaces } = JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
      if (Array.isArray(workspaces)) return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export { DEFAULT_ADMIN_EMAIL, ZEnv } from './config-env';

/**
 * Where people reach this server: the origin of the links in emails and texts and on issued
 * documents (their QR codes), which outlive any mistake. A production server (NODE_ENV=production)
 * never guesses it: unset there, it does not start. Elsewhere it is http://localhost:PORT, and the
 * start says so (`startWarnings`).
 */
function publicUrlOf(e: { PUBLIC_URL?: string | undefined; PORT: number; NODE_ENV?: string }) {
  if (e.PUBLIC_URL) return e.PUBLIC_URL.replace(/\/+$/, '');
  if (e.NODE_ENV === 'production')
    throw new Error(
      'Invalid environment:\n  PUBLIC_URL: unset in production (NODE_ENV=production), so official ' +
        'transcripts, their QR codes, emails and texts would carry ' +
        `http://localhost:${String(e.PORT)}. Set PUBLIC_URL to the address people reach this ` +
        'server at, e.g. https://registry.example.edu.',
    );
  return `http://localhost:${String(e.PORT)}`;
}

function parseEnv(env: NodeJS.ProcessEnv) {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/**
 * Which payments this server takes. A production server (NODE_ENV=production) never falls back to
 * the sandbox by a missing variable: it needs PAYSTACK_SECRET_KEY or ALLOW_SANDBOX_PAYMENTS=true,
 * else it does not start. Anywhere else the sandbox is the default, so a fresh clone's demo works.
 */
function paymentsModeOf(e: ReturnType<typeof parseEnv>): TPaymentsMode {
  if (e.PAYSTACK_SECRET_KEY) return 'live';
  if (e.NODE_ENV === 'production' && !e.ALLOW_SANDBOX_PAYMENTS) {
    throw new Error(
      'Invalid environment:\n  PAYSTACK_SECRET_KEY: unset in production (NODE_ENV=production), ' +
        'so payments would be a sandbox where anyone holding a payment reference can mark it paid. ' +
        'Set PAYSTACK_SECRET_KEY to take real payments, or ALLOW_SANDBOX_PAYMENTS=true to run ' +
        'the sandbox on purpose (no money moves).',
    );
  }
  return 'sandbox';
}

/** What the payments module needs (modules/payments/README.md). Secrets never reach a log. */
export interface PaymentConfig {
  /** 'sandbox' exactly when `paystack` is null (the local provider is on). */
  mode: TPaymentsMode;
  /**
   * PUBLIC_URL: the origin of Paystack's callback_url and of the local checkout's links. Unset,
   * they follow the origin of the request that starts the payment (lib/public-origin.ts).
   */
  publicUrl: string | undefined;
  /** Set: new payments go to Paystack and the local checkout is off. */
  paystack: { secretKey: string; baseUrl: string } | null;
  /** Signs the local provider's webhooks; unset: a random secret per process. */
  localSecret: string | undefined;
  /** How often the reconciliation job runs while the server listens; 0 = never. */
  reconcileIntervalMs: number;
}

export function loadPaymentConfig(env: NodeJS.ProcessEnv = process.env): PaymentConfig {
  const e = parseEnv(env);
  return {
    mode: paymentsModeOf(e),
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    paystack: e.PAYSTACK_SECRET_KEY
      ? { secretKey: e.PAYSTACK_SECRET_KEY, baseUrl: e.PAYSTACK_BASE_URL.replace(/\/+$/, '') }
      : null,
    localSecret: e.LOCAL_PAYMENT_SECRET,
    reconcileIntervalMs: e.PAYMENT_RECONCILE_INTERVAL_MS,
  };
}

/**
 * PGlite keeps its files in `<dataDir>/pglite` next to the lock file; without `dataDir` it runs in
 * memory, and its data ends with the process.
 */
export type DatabaseConfig =
  { kind: 'pglite'; dataDir?: string } | { kind: 'postgres'; url: string };

/**
 * TRUST_PROXY as Fastify takes it: unset/false = none (request.ip is the socket's peer), true =
 * every hop, a number = that many hops, else a comma-separated list of addresses/CIDRs.
 */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** CORS_ORIGINS: a comma-separated allowlist of origins ('https://a.example, https://b.example'). */
export function parseOrigins(value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(',')
    .map((part) => part.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of origins) {
    const url = new URL(origin);
    if (url.origin !== origin)
      throw new Error(`Invalid environment:\n  CORS_ORIGINS: ${origin} is not an origin`);
  }
  return origins;
}

export interface SecurityConfig {
  trustProxy: boolean | number | string[];
  corsOrigins: string[];
  redisUrl: string | undefined;
  /** Before every key this server writes in Redis: several registries can share one Redis. */
  redisPrefix: string;
  publicRateLimitMax: number;
  hstsMaxAge: number;
  requireTotpForAdmins: boolean;
  totpKey: TotpKeyOptions;
}

export interface Config {
  /** What the start should say is not as it would be in production (`startWarnings`). */
  publicUrlGuessed: boolean;
  port: number;
  host: string;
  database: DatabaseConfig;
  staticRoot: string;
  remotes: { applicantPortalUrl?: string; adminConsoleUrl?: string };
  firstPaint: boolean;
  /** RESPONSE_CHECK=on: answers are also checked against their contracts with zod. */
  checkResponses: boolean;
  adminEmail: string;
  logLevel: string;
  /** SHUTDOWN_DRAIN_MS: served while not ready, between SIGTERM and closing. */
  shutdownDrainMs: number;
  /** METRICS_PORT and METRICS_HOST: where Prometheus scrapes; no port: not served. */
  metrics: { port?: number; host: string };
  security: SecurityConfig;
  /** Which payments this server takes (see `paymentsModeOf`); shown to visitors when 'sandbox'. */
  paymentsMode: TPaymentsMode;
  /** Outbox worker, mail transport, links in emails and on documents (modules/outbox, mail). */
  documents: {
    publicUrl: string;
    mail: { smtpUrl?: string; from: string; dir: string };
    outboxIntervalMs: number;
  };
  /** The key issued PDFs are signed with (modules/signing). */
  signing: SigningKeyOptions;
  /** How the records source is reached (modules/records-sync). */
  recordsSource: RecordsSourceOptions;
}

/** Parses the environment once at start; a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const e = parseEnv(env);
  return {
    publicUrlGuessed: !e.PUBLIC_URL,
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(cwd, e.DATA_DIR) },
    staticRoot: e.STATIC_ROOT ? path.resolve(cwd, e.STATIC_ROOT) : findRepoRoot(__dirname),
    remotes: { applicantPortalUrl: e.APPLICANT_PORTAL_URL, adminConsoleUrl: e.ADMIN_CONSOLE_URL },
    firstPaint: e.FIRST_PAINT === 'on',
    checkResponses: e.RESPONSE_CHECK === 'on',
    adminEmail: e.ADMIN_EMAIL,
    logLevel: e.LOG_LEVEL,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    metrics: {
      ...(e.METRICS_PORT === undefined ? {} : { port: e.METRICS_PORT }),
      host: e.METRICS_HOST,
    },
    security: {
      trustProxy: parseTrustProxy(e.TRUST_PROXY),
      corsOrigins: parseOrigins(e.CORS_ORIGINS),
      redisUrl: e.REDIS_URL,
      redisPrefix: e.REDIS_KEY_PREFIX,
      publicRateLimitMax: e.PUBLIC_RATE_LIMIT_MAX,
      hstsMaxAge: e.HSTS_MAX_AGE,
      requireTotpForAdmins: e.REQUIRE_TOTP_FOR_ADMINS,
      totpKey: e.TOTP_ENCRYPTION_KEY
        ? { key: decodeKey(e.TOTP_ENCRYPTION_KEY) }
        : { keyFile: path.join(path.resolve(cwd, e.DATA_DIR), 'totp-encryption.key') },
    },
    paymentsMode: paymentsModeOf(e),
    documents: {
      publicUrl: publicUrlOf(e),
      mail: {
        smtpUrl: e.SMTP_URL,
        from: e.MAIL_FROM,
        dir: path.join(path.resolve(cwd, e.DATA_DIR), 'mail'),
      },
      outboxIntervalMs: e.OUTBOX_INTERVAL_MS,
    },
    signing: {
      ...(e.SIGNING_P12_PATH
        ? { p12Path: path.resolve(cwd, e.SIGNING_P12_PATH), p12Password: e.SIGNING_P12_PASSWORD }
        : { developmentFile: path.join(path.resolve(cwd, e.DATA_DIR), 'signing-development.p12') }),
      ...(e.SIGNING_TSA_URL ? { tsaUrl: e.SIGNING_TSA_URL } : {}),
    },
    recordsSource: {
      token: e.RECORDS_SOURCE_TOKEN,
      tokenFile: e.RECORDS_SOURCE_TOKEN_FILE && path.resolve(cwd, e.RECORDS_SOURCE_TOKEN_FILE),
      dropDir: e.RECORDS_DROP_DIR && path.resolve(cwd, e.RECORDS_DROP_DIR),
    },
  };
}

/** What a start logs as a warning: settings that work here but would be wrong in production. */
export const startWarnings = (config: Config): string[] =>
  config.publicUrlGuessed
    ? [
        `PUBLIC_URL is unset: documents, their QR codes, emails and texts will carry ${config.documents.publicUrl}. Set PUBLIC_URL to the address people reach this server at.`,
      ]
    : [];
