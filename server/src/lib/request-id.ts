import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What an upstream id may look like: a proxy's or a load balancer's token, nothing a log fears. */
const UPSTREAM_ID = /^[A-Za-z0-9._:-]{8,100}$/;

/**
 * The request's id, in every log line it writes, in its X-Request-Id header and in a 5xx answer:
 * the proxy's X-Request-Id when it sent a plausible one (so the proxy's log and ours share it),
 * else a new UUID.
 */
export function requestIdOf(request: IncomingMessage): string {
  const upstream = request.headers['x-request-id'];
  return typeof upstream === 'string' && UPSTREAM_ID.test(upstream) ? upstream : randomUUID();
}
