import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { levels } from 'pino';

export const REDACTED = '[redacted]';

/**
 * Path segments that are a secret by themselves: whoever reads the log line could use them.
 * `/api/documents/<token>` (a soft copy's download link, 256 bits), `/checkout/local/<reference>`
 * and `/api/payments/reference/<reference>…` (a payment reference is the payer's capability),
 * `/verify/<code>` and `/api/verify/<code>` (a printed document's verification code). Repeated
 * slashes and any case are matched too: such a URL is still logged before it is refused.
 */
const SECRET_SEGMENTS = [
  /(\/+documents\/+)[^/?#]+/gi,
  /(\/+checkout\/+local\/+)[^/?#]+/gi,
  /(\/+payments\/+reference\/+)[^/?#]+/gi,
  /(\/+verify\/+)[^/?#]+/gi,
];

/**
 * Query parameters whose values are secrets or personal data: a link `token`, a payment or
 * tracking `reference` (and Paystack's `trxref` on the return URL), the applicant's `email`
 * (track and messages), a verification `code`.
 */
const SECRET_PARAMETERS = new Set(['token', 'reference', 'trxref', 'email', 'code']);

const decodedName = (name: string): string => {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).trim().toLowerCase();
  } catch {
    return name.toLowerCase();
  }
};

/**
 * The path with each escaped unreserved character (letters, digits, `-._~`) written plainly, as
 * RFC 3986 makes them equal: `/api/%64ocuments/x` is `/api/documents/x`. Other escapes stay as
 * they are, so an escaped `/`, `?` or `#` cannot split a secret segment in two.
 */
const unescapedPath = (path: string) =>
  path.replace(/%([0-9a-f]{2})/gi, (escape: string, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return /[A-Za-z0-9._~-]/.test(char) ? char : escape;
  });

/**
 * The URL as the log may show it: secret path segments and query values replaced. The path is
 * shown unescaped, so an escaped segment name is matched too.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = unescapedPath(queryAt === -1 ? url : url.slice(0, queryAt));
  for (const segment of SECRET_SEGMENTS) path = path.replace(segment, `$1${REDACTED}`);
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return SECRET_PARAMETERS.has(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's own request serializer, with the URL redacted. */
const serializeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/**
 * The production logger's options (server.ts; the log tests use them as they are): JSON lines
 * whose request URLs never carry a link token, payment reference, verification code or applicant
 * email; headers and bodies are not logged, and the redact paths cover them should a log call
 * ever pass them.
 */
export const productionLoggerOptions = (level: string) =>
  ({
    level,
    redact: [
      'req.headers.authorization',
      'req.headers["x-applicant-session"]',
      'req.headers.cookie',
      'body.password',
    ],
    serializers: { req: serializeRequest },
  }) satisfies FastifyServerOptions['logger'];

/**
 * One access-log line per request instead of Fastify's two: "request completed" carries the
 * request (method, redacted URL, host, address) beside the status and the response time, and
 * "incoming request" is kept for `debug` (a request that never completes is then still visible).
 * Each log line is a JSON serialisation plus a write; at `info` Fastify's two lines took about a
 * fifth of track's throughput (bench/api, 2026-11-26), one batched line less (README, Performance).
 */
export class AccessLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request) || !(levels.values[request.log.level]! <= levels.values.debug!))
      return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.info(
        { req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      );
    }
  }
}
