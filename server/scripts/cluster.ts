import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { endpoints } from '@registrar/shared-api/contracts';

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

/** Health checks every 500 ms; two failures mark a process DOWN, two successes UP again. */
const CHECK_INTER_MS = 500;
const CHECK_FALL = 2;
const DEFAULT_DRAIN_MS = (CHECK_FALL + 1) * CHECK_INTER_MS + 1000;
const BUILDS = [
  'server/dist/src/server.js',
  'server/dist/src/worker.js',
  'shell/dist/index.html',
  'applicant-portal/dist/mf-manifest.json',
  'admin-console/dist/mf-manifest.json',
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A free TCP port on 127.0.0.1, from the OS (ephemeral range: never e2e's 3210–3214). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The database URL with the process's name as PostgreSQL's application_name (pg_stat_activity). */
const withApplicationName = (databaseUrl: string, name: string) => {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', `registrar-${name}`);
  return url.toString();
};

/** GET `url`; the status, or 0 when nothing answers. */
function statusOf(url: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.setTimeout(2000, () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** A child process whose output is kept (for the banner and failure messages) and forwarded. */
interface Child {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  hasExited: () => boolean;
}

function spawnChild(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  onOutput: ClusterOptions['onOutput'],
): Child {
  const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let hasExited = false;
  const take = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output += text;
    if (output.length > 200_000) output = output.slice(-100_000);
    for (const line of text.split('\n')) if (line.trim()) onOutput?.(name, line);
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      hasExited = true;
      resolve(code);
    }),
  );
  return { child, output: () => output, exited, hasExited: () => hasExited };
}

/**
 * The paths of the writes the contract makes idempotent, as one regular expression for HAProxy
 * ('/applications/track/:reference/messages' → '/api/applications/track/[^/]+/messages').
 */
export const idempotentPathPattern = () =>
  `^/api(${Object.values(endpoints)
    .filter((endpoint) => 'idempotent' in endpoint && endpoint.idempotent)
    .map((endpoint) => endpoint.path.replace(/:[A-Za-z_]\w*/g, '[^/]+'))
    .sort()
    .join('|')})$`;

/**
 * HAProxy's configuration: readiness checks; a request whose process died before answering, or
 * refused the connection, is sent to another one when a repeat is harmless (a GET or HEAD, or a
 * POST to an idempotent write that carries its Idempotency-Key; never another write); one server
 * connection per request (a draining process closes its connections).
 */
export function haproxyConfig(options: {
  port: number;
  socket: string;
  servers: { name: string; port: number }[];
}): string {
  return [
    'global',
    '    maxconn 4096',
    `    stats socket ${options.socket} mode 600 level admin`,
    'defaults',
    '    mode http',
    '    timeout connect 2s',
    '    timeout client 60s',
    '    timeout server 60s',
    '    timeout queue 30s',
    '    retries 3',
    '    option redispatch 1',
    '    retry-on conn-failure empty-response junk-response',
    '    option http-server-close',
    '    option forwardfor',
    'frontend registrar',
    `    bind 127.0.0.1:${String(options.port)}`,
    '    unique-id-format %[uuid()]',
    '    http-request set-header X-Request-Id %[unique-id]',
    `    acl idempotent_write method POST`,
    `    acl idempotent_write_path path -m reg ${idempotentPathPattern()}`,
    '    acl has_key req.hdr(idempotency-key) -m found',
    '    http-request disable-l7-retry unless METH_GET || METH_HEAD || idempotent_write idempotent_write_path has_key',
    '    default_backend api',
    'backend api',
    '    balance roundrobin',
    '    option httpchk GET /api/health/ready',
    '    http-check expect status 200',
    `    default-server inter ${String(CHECK_INTER_MS)}ms fall ${String(CHECK_FALL)} rise 2`,
    ...options.servers.map(
      (server) => `    server ${server.name} 127.0.0.1:${String(server.port)} check`,
    ),
    '',
  ].join('\n');
}

/** `show stat` over HAProxy's admin socket: the status of each server of the backend `api`. */
function haproxyStatus(socket: string): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const connection = net.createConnection(socket);
    let text = '';
    connection.on('data', (chunk) => (text += chunk.toString('utf8')));
    connection.on('error', reject);
    connection.on('end', () => {
      const [header, ...rows] = text.trim().split('\n');
      const columns = (header ?? '').replace(/^# /, '').split(',');
      const [proxy, server, status] = ['pxname', 'svname', 'status'].map((name) =>
        columns.indexOf(name),
      ) as [number, number, number];
      const statuses: Record<string, string> = {};
      for (const row of rows) {
        const cells = row.split(',');
        if (cells[proxy] === 'api' && !['FRONTEND', 'BACKEND'].includes(cells[server] ?? ''))
          statuses[cells[server]!] = cells[status]!;
      }
      resolve(statuses);
    });
    connection.end('show stat\n');
  });
}

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
      spawnChild('haproxy', 'haproxy', ['-db', '-f', configFile], env, onOutput),
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

/**
 * `npm run cluster [-- --port 8080 --api-processes 3]`: starts the topology and keeps it running
 * until Ctrl-C.
 */
async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error('npm run cluster needs DATABASE_URL (PostgreSQL): its processes share it.');
    process.exit(1);
  }
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8080' },
      'api-processes': { type: 'string', default: '3' },
    },
  });
  const apiProcesses = Number(values['api-processes']);
  const port = Number(values.port);
  if (!Number.isInteger(apiProcesses) || apiProcesses < 1 || apiProcesses > 32)
    throw new Error('--api-processes is a number from 1 to 32');
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('--port is a port');
  const cluster = await startCluster({
    databaseUrl,
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    apiProcesses,
    port,
    onOutput: (name, line) => process.stdout.write(`${name.padEnd(8)}| ${line}\n`),
  });
  process.stdout.write(
    [
      '',
      `Registrar is at ${cluster.base} (HAProxy), remotes at ${cluster.staticBase}.`,
      `API processes: ${cluster.apis.map((api) => `${api.name} on ${String(api.port)}`).join(', ')}; the worker sends mail.`,
      cluster.admin
        ? `Administrator: ${cluster.admin.email} / ${cluster.admin.password} (shown only on this first start)`
        : 'The database was set up before: sign in with the administrator account made then.',
      'Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
  let isStopping = false;
  const stop = () => {
    if (isStopping) return;
    isStopping = true;
    void cluster.stop().then(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
