// Starts the real Registrar server (server/dist/src/server.js) for a measurement and stops it again.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const serverEntry = path.join(repoRoot, 'server', 'dist', 'src', 'server.js');

/** A free TCP port on loopback (the OS picks it). */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * The Node flags `npm start` gives the server (root package.json's start script, e.g.
 * --max-semi-space-size=32): the benchmarks measure the server as it is run.
 */
export function startNodeArgs() {
  const { scripts } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  const match = /^node\s+((?:--\S+\s+)*)server\/dist\/src\/server\.js$/.exec(scripts.start ?? '');
  if (!match) throw new Error(`unexpected start script: ${scripts.start}`);
  return match[1].split(/\s+/).filter(Boolean);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts the product on a fresh database: PGlite in a temporary DATA_DIR unless `databaseUrl` is
 * given. Reads the first administrator's e-mail and password from the banner the server prints
 * once on first start (as e2e/support/servers.ts does). Returns { baseURL, admin, dataDir, stop() };
 * stop() removes the DATA_DIR unless `keepData` (then the caller removes it). It runs with the
 * flags of `npm start` (startNodeArgs); `nodeArgs` go to node after them (e.g. --cpu-prof to see
 * where a request's time goes). `dataDir` restarts it on an existing DATA_DIR (no banner then).
 */
export async function startProduct({
  databaseUrl,
  env = {},
  label = 'bench',
  keepData = false,
  nodeArgs = [],
  dataDir: existingDataDir,
} = {}) {
  if (!existsSync(serverEntry)) {
    throw new Error(`${serverEntry} is missing: run \`npm run build\` first`);
  }
  const port = await freePort();
  const dataDir = existingDataDir ?? mkdtempSync(path.join(tmpdir(), `registrar-${label}-`));
  const child = spawn(process.execPath, [...startNodeArgs(), ...nodeArgs, serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      // The outbox worker and payment reconciliation would compete with the load for the CPU.
      OUTBOX_INTERVAL_MS: '0',
      PAYMENT_RECONCILE_INTERVAL_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk) => (output += chunk.toString());
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode}\n${output}`);
    }
    try {
      const res = await fetch(`${baseURL}/api/institution`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer within 120 s\n${output}`);
    }
    await sleep(250);
  }
  const email = /email\s*[:=]\s*(\S+@\S+)/i.exec(output)?.[1];
  const password = /password\s*[:=]\s*(\S+)/i.exec(output)?.[1];
  child.stdout.removeListener('data', collect);
  child.stderr.removeListener('data', collect);
  child.stdout.resume();
  child.stderr.resume();
  return {
    baseURL,
    pid: child.pid,
    admin: email && password ? { email, password } : undefined,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, sleep(10_000)]);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs the first administrator in through the API; returns the bearer token. */
export async function signIn(baseURL, admin) {
  if (!admin) throw new Error('the server printed no administrator credentials on first start');
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  const body = await res.json();
  if (!res.ok || !body?.data?.token) {
    throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(body)}`);
  }
  return body.data.token;
}

/** The patch-package diff that `npm install` applies to PGlite (patches/README.md). */
export const pglitePatch = 'patches/@electric-sql+pglite+0.4.6.patch';

/** Whether the installed PGlite carries that diff: it applies in reverse. */
export const pgliteIsPatched = () =>
  spawnSync('git', ['apply', '--unidiff-zero', '--reverse', '--check', pglitePatch], {
    cwd: repoRoot,
    encoding: 'utf8',
  }).status === 0;
