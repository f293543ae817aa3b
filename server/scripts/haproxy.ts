import net from 'node:net';
import { endpoints } from '@registrar/shared-api/contracts';

/** HAProxy for `npm run cluster` and docs/deploy.md: its configuration and its view of the API. */

/** Health checks every 500 ms; two failures mark a process DOWN, two successes UP again. */
export const CHECK_INTER_MS = 500;
export const CHECK_FALL = 2;

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
export function haproxyStatus(socket: string): Promise<Record<string, string>> {
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
