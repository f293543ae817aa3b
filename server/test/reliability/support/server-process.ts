import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../../scripts/cluster';
import { request } from './http';

/** The repository root (server/test/reliability/support → four levels up). */
export const REPO_ROOT = path.resolve(__dirname, '../../../..');

/**
 * The built server (`npm run build` first, as CI does). RELIABILITY_SERVER_ENTRY points at
 * another build, e.g. one made in a private folder while someone else rebuilds server/dist.
 */
export const SERVER_ENTRY = path.resolve(
  REPO_ROOT,
  process.env.RELIABILITY_SERVER_ENTRY ?? 'server/dist/src/server.js',
);

/**
 * Variables a test must decide itself: the parent's (a developer's DATABASE_URL, PAYSTACK key,
 * REDIS_URL…) never leak into a server under test.
 */
const CONTROLLED = [
  'PORT',
  'HOST',
  'DATABASE_URL',
  'DATA_DIR',
  'PAYSTACK_SECRET_KEY',
  'ALLOW_SANDBOX_PAYMENTS',
  'PAYSTACK_BASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'LOCAL_PAYMENT_SECRET',
  'PUBLIC_URL',
  'TRUST_PROXY',
  'CORS_ORIGINS',
];

export interface ServerOptions {
  /** PGlite data directory (always set: the mail folder lives there too). */
  dataDir: string;
  /** PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  env?: Record<string, string>;
}

export interface ServerProcess {
  base: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Everything the process wrote (stdout + stderr), for failure messages and the admin banner. */
  output(): string;
  /** SIGKILL: no shutdown hook runs (what a crash or the OOM killer does). */
  kill9(): Promise<void>;
  /** SIGTERM: the clean shutdown (CHECKPOINT, lock released). */
  stop(): Promise<number | null>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `node server/dist/src/server.js` listening on 127.0.0.1 and waits for /api/health.
 * The public rate limit is raised (PUBLIC_RATE_LIMIT_MAX=1000000): the load here comes from one
 * address and must measure durability, not the limiter (security-rate-limit.test.ts covers that).
 */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  if (!existsSync(SERVER_ENTRY))
    throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first.`);
  const port = await freePort();
  const base = `http://127.0.0.1:${String(port)}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of CONTROLLED) delete env[key];
  Object.assign(env, {
    NODE_ENV: 'production',
    // These runs pay through the local checkout on purpose.
    ALLOW_SANDBOX_PAYMENTS: 'true',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_RATE_LIMIT_MAX: '1000000',
    PUBLIC_URL: base,
    PAYMENT_RECONCILE_INTERVAL_MS: '0',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  });
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      resolve(code);
    }),
  );

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exitCode !== undefined)
      throw new Error(`the server exited (${String(exitCode)}) before it was ready:\n${output}`);
    try {
      const health = await request(base, 'GET', '/api/health');
      if (health.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not become healthy within 120 s:\n${output}`);
    }
    await sleep(100);
  }

  return {
    base,
    port,
    pid: child.pid!,
    child,
    output: () => output,
    kill9: async () => {
      if (exitCode === undefined) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (exitCode === undefined) child.kill('SIGTERM');
      return exited;
    },
  };
}
