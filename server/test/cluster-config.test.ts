import { readFileSync } from 'node:fs';
import path from 'node:path';
import { haproxyConfig, idempotentPathPattern } from '../scripts/cluster';

/**
 * The proxy sends a request again to another process only when a repeat cannot write twice:
 * reads, and the writes the contract makes idempotent when they carry their key. The HAProxy
 * configuration docs/deploy.md gives an IT officer is the one `npm run cluster` runs.
 */
it('retries only the idempotent writes among the POSTs', () => {
  const pattern = new RegExp(idempotentPathPattern());
  for (const write of [
    '/api/applications',
    '/api/certificate-applications',
    '/api/payments/initialize',
    '/api/payments/42/refund',
    '/api/applications/track/ABCD-EFGH-JKMN/messages',
  ])
    expect(write).toMatch(pattern);
  for (const other of [
    '/api/identity/codes',
    '/api/auth/login',
    '/api/applications/12/messages',
    '/api/applications/bulk-status',
    '/api/applications/track/A/B/messages',
    '/api/payments/42/reverify',
    '/api/applicationsX',
  ])
    expect(other).not.toMatch(pattern);
});

it('documents the configuration it runs', () => {
  const docs = readFileSync(path.resolve(__dirname, '../../docs/deploy.md'), 'utf8');
  const config = haproxyConfig({ port: 8080, socket: '/run/haproxy.sock', servers: [] });
  const missing = config
    .split('\n')
    .filter((line) => line.trim() && !/^\s*(bind|stats socket|maxconn)\b/.test(line.trim()))
    .filter((line) => line.trim() !== 'global' && !docs.includes(line));
  expect(missing).toEqual([]);
});
