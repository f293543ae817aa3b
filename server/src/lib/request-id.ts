import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What an upstream id may look like: a proxy's or a load balancer's token, nothing a log fears. */
const UPSTREAM_ID = /^[A-Za-z0-9._:-]{8,100}$/;

/**
 * How each request gets its id, in every log line it writes, in its X-Request-Id header and in
 * a 5xx answer: a new UUID, or, when the server is behind a proxy it trusts (TRUST_PROXY), the
 * proxy's X-Request-Id when it is plausible, so the proxy's log and ours share it. Without a
 * trusted proxy the header comes from whoever connects, who must not name log lines.
 */
export function requestIdOf(isBehindProxy: boolean): (request: IncomingMessage) => string {
  if (!isBehindProxy) return () => randomUUID();
  return (request) => {
    const upstream = request.headers['x-request-id'];
    return typeof upstream === 'string' && UPSTREAM_ID.test(upstream) ? upstream : randomUUID();
  };
}
