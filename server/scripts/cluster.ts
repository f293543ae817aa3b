import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHECK_FALL, CHECK_INTER_MS, haproxyConfig, haproxyStatus } from './haproxy';
import { type Child, freePort, spawnChild, statusOf, waitUntil } from './processes';

export { freePort } from './processes';
export { haproxyConfig, idempotentPathPattern } from './haproxy';

/**
 * The production topology on one machine (`npm run cluster`, docs/deploy.md): HAProxy in front
 * of N API processes on PostgreSQL and Redis, the worker as a process of its own, and the
 * remotes on a separate static origin. The reliability suite drives the same cluster through
 * `startCluster` (restart each API process in turn, kill one with SIGKILL).
 */

/** The repository root (server/scripts or server/dist/scripts). */
const REPO_ROOT = path.resolve(
  __dirname,
  path.basename(path.dirname(__dirname)) === 'dist' ? '../../..' : '../..',
);

export interface ClusterOptions {
  /** PostgreSQL: every process shares it. */
  databaseUrl: string;
  /** Shared rate limits and login throttle. */
  redisUrl: string;
  /** How many API processes (default 3). */
  apiProcesses?: number;
  /** HAProxy's port on 127.0.0.1 (0 or unset: any free port). */
  port?: number;
  /** SHUTDOWN_DRAIN_MS of the API processes: at least (fall + 1) × inter of the checks. */
  drainMs?: number;
  /** Extra environment of the API processes and the worker (LOG_LEVEL, raised limits…). */
  env?: Record<string, string>;
  /** Where each line of the processes' output goes (default: nowhere). */
  onOutput?: (process: string, line: string) => void;
}

export interface ApiProcess {
  /** 'api1'…; its PostgreSQL connections are named `registrar-api1`… (application_name). */
  name: string;
  port: number;
  pid(): number;
  /** SIGTERM (drain, then close), wait for the exit, start again, wait until HAProxy has it UP. */
  restart(): Promise<void>;
  /** SIGKILL (a crash), then start again once HAProxy has marked it DOWN. */
  crashAndRestart(): Promise<void>;
}

export interface Cluster {
  /** The one address clients use: HAProxy. */
  base: string;
  /** The static origin of the remotes. */
  staticBase: string;
  apis: ApiProcess[];
  /** DATA_DIR shared by every process (mail files when no SMTP_URL, key files). */
  dataDir: string;
  /** The first administrator, from the banner of a first start (null on an existing database). */
  admin: { email: string; password: string } | null;
  /** HAProxy's view of each API process: 'UP', 'DOWN', 'UP 1/2' (failing checks)… */
  backendStatus(): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

const DEFAULT_DRAIN_MS = (CHECK_FALL + 1) * CHECK_INTER_MS + 1000;
const BUILDS = [
  'server/dist/src/server.js',
  'server/dist/src/worker.js',
  'shell/dist/index.html',
  'applicant-portal/dist/mf-manifest.json',
  'admin-console/dist/mf-manifest.json',
];

/** The database URL with the process's name as PostgreSQL's application_name (pg_stat_activity). */
const withApplicationName = (databaseUrl: string, name: string) => {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', `registrar-${name}`);
  return url.toString();
};

/** The first administrator's credentials, as the banner printed them on a first start. */
function adminFromBanner(output: string): { email: string; password: string } | null {
  const email = /Email:\s+(\S+)/.exec(output)?.[1];
  const password = /Password:\s+(\S+)/.exec(output)?.[1];
  return email && password ? { email, password } : null;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const missing = BUILDS.filter((file) => !existsSync(path.join(REPO_ROOT, file)));
  if (missing.length > 0)
    throw new Error(`Build first (npm run build): missing ${missing.join(', ')}`);
  if (spawnSync('haproxy', ['-v']).status !== 0)
    throw new Error('HAProxy is not installed (Debian: apt-get install haproxy).');
  const onOutput = options.onOutput;
  const workDir = mkdtempSync(path.join(tmpdir(), 'registrar-cluster-'));
  const dataDir = path.join(workDir, 'data');
  mkdirSync(dataDir);
  const children: Child[] = [];
  const track = (child: Child) => {
    children.push(child);
    return child;
  };
  const stopAll = async () => {
    for (const { child, hasExited } of children) if (!hasExited()) child.kill('SIGTERM');
    await Promise.all(children.map((child) => child.exited));
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    // The remotes' static origin: each remote's build under its own path.
    const staticRoot = path.join(workDir, 'static');
    mkdirSync(staticRoot);
    for (const remote of ['applicant-portal', 'admin-console'])
      symlinkSync(path.join(REPO_ROOT, remote, 'dist'), path.join(staticRoot, remote));
    const staticPort = await freePort();
    const staticBase = `http://127.0.0.1:${String(staticPort)}`;
    const staticHost = track(
      spawnChild(
        REPO_ROOT,
        'static',
        process.execPath,
        [path.join(REPO_ROOT, 'scripts/static-host.mjs'), String(staticPort), staticRoot],
        process.env,
        onOutput,
      ),
    );
    await waitUntil(
      'the static origin',
      async () =>
        !staticHost.hasExited() &&
        (await statusOf(`${staticBase}/admin-console/mf-manifest.json`)) === 200,
      15_000,
    );

    const frontPort = options.port || (await freePort());
    const base = `http://127.0.0.1:${String(frontPort)}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      TRUST_PROXY: '127.0.0.1',
      APPLICANT_PORTAL_URL: `${staticBase}/applicant-portal/mf-manifest.json`,
      ADMIN_CONSOLE_URL: `${staticBase}/admin-console/mf-manifest.json`,
      OUTBOX_INTERVAL_MS: '0',
      PAYMENT_RECONCILE_INTERVAL_MS: '0',
      SHUTDOWN_DRAIN_MS: String(options.drainMs ?? DEFAULT_DRAIN_MS),
      ...options.env,
    };
    delete env.PORT;
    delete env.METRICS_PORT;

    const count = options.apiProcesses ?? 3;
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    const running = new Map<string, Child>();
    const startApi = async (name: string, port: number) => {
      const child = track(
        spawnChild(
          REPO_ROOT,
          name,
          process.execPath,
          ['server/dist/src/server.js'],
          {
            ...env,
            PORT: String(port),
            DATABASE_URL: withApplicationName(options.databaseUrl, name),
          },
          onOutput,
        ),
      );
      running.set(name, child);
      await waitUntil(
        `${name} to be ready`,
        async () => {
          if (child.hasExited()) throw new Error(`${name} exited:\n${child.output()}`);
          return (await statusOf(`http://127.0.0.1:${String(port)}/api/health/ready`)) === 200;
        },
        120_000,
      );
      return child;
    };
    // The first start migrates and seeds, and prints the administrator's password once.
    const names = ports.map((_, n) => `api${String(n + 1)}`);
    const first = await startApi(names[0]!, ports[0]!);
    const admin = adminFromBanner(first.output());
    await Promise.all(names.slice(1).map((name, n) => startApi(name, ports[n + 1]!)));

    const workerPort = await freePort();
    const worker = track(
      spawnChild(
        REPO_ROOT,
        'worker',
        process.execPath,
        ['server/dist/src/worker.js'],
        {
          ...env,
          DATABASE_URL: withApplicationName(options.databaseUrl, 'worker'),
          WORKER_PORT: String(workerPort),
          OUTBOX_INTERVAL_MS: '500',
        },
        onOutput,
      ),
    );
    await waitUntil(
      'the worker to be ready',
      async () => {
        if (worker.hasExited()) throw new Error(`the worker exited:\n${worker.output()}`);
        return (await statusOf(`http://127.0.0.1:${String(workerPort)}/api/health/ready`)) === 200;
      },
      60_000,
    );

    const socket = path.join(workDir, 'haproxy.sock');
    const configFile = path.join(workDir, 'haproxy.cfg');
    writeFileSync(
      configFile,
      haproxyConfig({
        port: frontPort,
        socket,
        servers: names.map((name, n) => ({ name, port: ports[n]! })),
      }),
    );
    const haproxy = track(
      spawnChild(REPO_ROOT, 'haproxy', 'haproxy', ['-db', '-f', configFile], env, onOutput),
    );
    const backendStatus = () => haproxyStatus(socket);
    const waitForStatus = (name: string, wanted: string) =>
      waitUntil(
        `HAProxy to see ${name} ${wanted}`,
        async () => {
          if (haproxy.hasExited()) throw new Error(`HAProxy exited:\n${haproxy.output()}`);
          return (
            (await backendStatus().catch(() => ({}) as Record<string, string>))[name] === wanted
          );
        },
        30_000,
      );
    for (const name of names) await waitForStatus(name, 'UP');

    const apis: ApiProcess[] = names.map((name, n) => {
      const port = ports[n]!;
      const current = () => running.get(name)!;
      return {
        name,
        port,
        pid: () => current().child.pid!,
        restart: async () => {
          const stopping = current();
          stopping.child.kill('SIGTERM');
          const code = await stopping.exited;
          if (code !== 0) throw new Error(`${name} stopped with ${String(code)}`);
          await startApi(name, port);
          await waitForStatus(name, 'UP');
        },
        crashAndRestart: async () => {
          const crashing = current();
          crashing.child.kill('SIGKILL');
          await crashing.exited;
          await waitForStatus(name, 'DOWN');
          await startApi(name, port);
          await waitForStatus(name, 'UP');
        },
      };
    });

    return {
      base,
      staticBase,
      apis,
      dataDir,
      admin,
      backendStatus,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
