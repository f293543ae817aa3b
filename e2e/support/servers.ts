import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');

/**
 * Every run keeps its state, captured mail and identity proofs in a folder of its own, so two runs
 * on one machine never share a file. Global setup creates it and passes it to the test workers in
 * the environment (Playwright's workers inherit the runner's environment).
 */
const RUN_DIR = 'REGISTRAR_E2E_RUN_DIR';
export const createRunDir = (): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'registrar-e2e-'));
  process.env[RUN_DIR] = dir;
  return dir;
};
export const runDir = (): string => {
  const dir = process.env[RUN_DIR];
  if (!dir) throw new Error(`${RUN_DIR} is not set: run the journeys through playwright test`);
  return dir;
};
const stateFile = () => path.join(runDir(), 'state.json');

/** A loopback port nobody listens on at the moment of asking (the system picks it). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no port was given'))));
    });
  });

export interface RunningServer {
  name: string;
  pid: number;
  baseURL: string;
  dataDir?: string;
  adminEmail?: string;
  adminPassword?: string;
}

export interface E2eState {
  servers: RunningServer[];
}

export const readState = (): E2eState => JSON.parse(readFileSync(stateFile(), 'utf8')) as E2eState;
export const writeState = (state: E2eState): void =>
  writeFileSync(stateFile(), JSON.stringify(state));

export const server = (name: string): RunningServer => {
  const found = readState().servers.find((s) => s.name === name);
  if (!found) throw new Error(`e2e server ${name} is not running`);
  return found;
};

// A backstop, not a pace: a server that exits fails at once, and a busy machine (load 13 seen)
// can take over a minute to start one.
const waitFor = async (url: string, child: ChildProcess, timeoutMs = 300_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
};

/**
 * Starts the Registrar server on a fresh embedded database and reads the first administrator's
 * password from the banner it prints once on first start.
 */
export const startProduct = async (
  name: string,
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), `registrar-e2e-${name}-`));
  const child = spawn(process.execPath, ['server/dist/src/server.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Every answer the journeys get is also checked against its contract (zod).
      RESPONSE_CHECK: 'on',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: false,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitFor(`http://127.0.0.1:${port}/api/institution`, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n--- ${name} output ---\n${output}`, {
      cause: error,
    });
  }
  const email = /email\s*[:=]\s*(\S+@\S+)/i.exec(output)?.[1];
  const password = /password\s*[:=]\s*(\S+)/i.exec(output)?.[1];
  child.stdout?.removeAllListeners('data');
  child.stderr?.removeAllListeners('data');
  child.stdout?.resume();
  child.stderr?.resume();
  child.unref();
  if (child.pid === undefined) throw new Error(`${name} has no pid`);
  return {
    name,
    pid: child.pid,
    baseURL: `http://127.0.0.1:${port}`,
    dataDir,
    ...(email ? { adminEmail: email } : {}),
    ...(password ? { adminPassword: password } : {}),
  };
};

/** Hosts a remote's build folder on its own origin, the way a team would deploy it alone. */
export const startStaticHost = async (
  name: string,
  port: number,
  dir: string,
): Promise<RunningServer> => {
  const child = spawn(
    process.execPath,
    [path.join(repoRoot, 'scripts/static-host.mjs'), String(port), dir],
    { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  await waitFor(`http://127.0.0.1:${port}/mf-manifest.json`, child, 15_000);
  child.unref();
  if (child.pid === undefined) throw new Error(`${name} has no pid`);
  return { name, pid: child.pid, baseURL: `http://127.0.0.1:${port}` };
};

export const stopAll = (): void => {
  let state: E2eState;
  try {
    state = readState();
  } catch {
    return;
  }
  for (const s of state.servers) {
    try {
      process.kill(s.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  // give PGlite a moment to checkpoint, then remove the temporary data folders
  const until = Date.now() + 5000;
  for (const s of state.servers) {
    while (Date.now() < until) {
      try {
        process.kill(s.pid, 0);
      } catch {
        break;
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
    try {
      process.kill(s.pid, 'SIGKILL');
    } catch {
      // exited
    }
    if (s.dataDir) rmSync(s.dataDir, { recursive: true, force: true });
  }
  rmSync(runDir(), { recursive: true, force: true });
};
