import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, haproxyConfig } from '../../scripts/cluster';
import { request } from './support/http';

/**
 * HAProxy as `npm run cluster` and docs/deploy.md configure it, in front of two processes of
 * which the first drops every connection after reading the request (a process killed while
 * serving it): a repeat reaches the second process only when it cannot write twice. A staff
 * status change, a sign-in, an identity code, an idempotent write without its key: one try, and
 * the client sees the failure. A read, and an idempotent write with its key: served by the other.
 */
interface Seen {
  backend: string;
  method: string;
  url: string;
}

function backend(name: string, isDropping: boolean, seen: Seen[]) {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.url === '/api/health/ready') return void res.end('ready');
      seen.push({ backend: name, method: req.method ?? '', url: req.url ?? '' });
      if (isDropping) return void req.socket.destroy();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'success', from: name }));
    });
  });
  return new Promise<http.Server>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(server)),
  );
}

describe('the proxy in front of the API processes', () => {
  const seen: Seen[] = [];
  const work = mkdtempSync(path.join(tmpdir(), 'registrar-proxy-'));
  let servers: http.Server[] = [];
  let haproxy: ChildProcess;
  let base: string;

  beforeAll(async () => {
    servers = [await backend('dropping', true, seen), await backend('healthy', false, seen)];
    const port = await freePort();
    base = `http://127.0.0.1:${String(port)}`;
    const configFile = path.join(work, 'haproxy.cfg');
    writeFileSync(
      configFile,
      haproxyConfig({
        port,
        socket: path.join(work, 'haproxy.sock'),
        servers: servers.map((server, n) => ({
          name: `api${String(n + 1)}`,
          port: (server.address() as AddressInfo).port,
        })),
      }),
    );
    haproxy = spawn('haproxy', ['-db', '-f', configFile], { stdio: 'inherit' });
    // Both backends pass their health checks (rise 2 × 500 ms) before the first request.
    const deadline = Date.now() + 15_000;
    for (;;) {
      const answer = await request(base, 'GET', '/api/health/ready').catch(() => undefined);
      if (answer?.status === 200) break;
      if (Date.now() > deadline) throw new Error('HAProxy did not come up');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
  });
  afterAll(async () => {
    haproxy.kill('SIGTERM');
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    rmSync(work, { recursive: true, force: true });
  });

  /** Sends until the dropping process gets one; answers what the client saw and who was asked. */
  async function firstToDroppingProcess(
    method: string,
    url: string,
    headers: Record<string, string> = {},
  ) {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      seen.length = 0;
      // A hang-up (no answer at all) counts as status 0.
      const status = await request(base, method, url, {
        ...(method === 'GET' ? {} : { body: {} }),
        headers,
      }).then(
        (answer) => answer.status,
        () => 0,
      );
      if (seen[0]?.backend === 'dropping') return { status, asked: seen.map((s) => s.backend) };
    }
    throw new Error('round robin never chose the dropping process');
  }

  it.each([
    ['PATCH', '/api/applications/12/status', {}],
    ['POST', '/api/auth/login', {}],
    ['POST', '/api/identity/codes', { 'idempotency-key': 'k-identity-1' }],
    ['POST', '/api/applications', {}],
    ['DELETE', '/api/couriers/3', {}],
  ])('never repeats %s %s (a write a repeat could double)', async (method, url, headers) => {
    const outcome = await firstToDroppingProcess(method, url, headers);
    expect(outcome.asked).toEqual(['dropping']);
    expect(outcome.status === 0 || outcome.status >= 502).toBe(true);
  });

  it.each([
    ['GET', '/api/applications/track/ABCD-EFGH-JKMN', {}],
    ['POST', '/api/applications', { 'idempotency-key': 'k-submit-1' }],
    ['POST', '/api/applications/track/ABCD-EFGH-JKMN/messages', { 'idempotency-key': 'k-msg-1' }],
  ])('repeats %s %s on the other process', async (method, url, headers) => {
    const outcome = await firstToDroppingProcess(method, url, headers);
    expect(outcome.asked).toEqual(['dropping', 'healthy']);
    expect(outcome.status).toBe(200);
  });
});
