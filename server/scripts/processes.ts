import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';

/** The child processes of `npm run cluster`: ports, readiness, output. */

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

/** GET `url`; the status, or 0 when nothing answers. */
export function statusOf(url: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.setTimeout(2000, () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

export async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** A child process whose output is kept (for the banner and failure messages) and forwarded. */
export interface Child {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  hasExited: () => boolean;
}

export function spawnChild(
  cwd: string,
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  onOutput: ((process: string, line: string) => void) | undefined,
): Child {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
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
