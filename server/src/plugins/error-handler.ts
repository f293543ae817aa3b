import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, INVALID_DATA_MESSAGE, SERVER_ERROR_MESSAGE } from '../lib/http-errors';
import { recordAudit } from '../modules/audit/repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An upload route's 413 message (also put on `errors.file`). */
    tooLargeMessage?: string;
    /** An upload route's 415 message when the Content-Type has no parser there. */
    unsupportedTypeMessage?: string;
  }
}

/** `errors` of the error body: messages per field, the key being the dotted path ('theme.primary'). */
export function fieldErrors(
  issues: FastifySchemaValidationError[],
  context: string | undefined,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.instancePath.split('/').filter(Boolean).join('.') || context || 'body';
    const message = issue.message ?? 'This value is invalid';
    errors[key] ??= [];
    if (!errors[key].includes(message)) errors[key].push(message);
  }
  return errors;
}

/** What a database data exception (SQLSTATE class 22) says to the client. */
export const UNSTORABLE_VALUE_MESSAGE = 'The request contains a value that cannot be stored.';

/**
 * PostgreSQL (and PGlite) refuse some values only when they reach SQL: a NUL character in text
 * (22021), a number beyond the column's range (22003), and the rest of class 22 (data exception).
 * They come from the request, not from a fault of the server: a 400, never a 500.
 */
const isDataException = (error: unknown) =>
  typeof (error as { code?: unknown }).code === 'string' &&
  /^22[0-9A-Z]{3}$/.test((error as { code: string }).code);

const clientMessages: Record<number, string> = {
  408: 'The request took too long to arrive.',
  413: 'The request is too large.',
  415: 'The request body must be JSON.',
  431: 'The request headers are too large.',
};

/** What the file server says about a path it cannot map to exactly one file. */
const STATIC_FORBIDDEN_PATH = 'FST_STATIC_FORBIDDEN_PATH';

/**
 * A request Node's HTTP parser refused before Fastify saw it (headers over the size limit, a
 * timeout, a malformed request line) still gets the error shape { status: 'error', message },
 * written straight to the socket as Node itself would; the connection is then closed.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A reset connection is gone: nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const message = clientMessages[status] ?? 'The request is malformed.';
  const body = JSON.stringify({ status: 'error', message });
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${String(status)} ${STATUS_CODES[status] ?? ''}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${String(Buffer.byteLength(body))}\r\n` +
        `X-Content-Type-Options: nosniff\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Denied access goes to the audit log (ASVS V16.3.2): every 403, and every 401 where a bearer
 * token was presented (a request without one is just not signed in). Who (when known), the
 * route's pattern (never the raw URL, which may hold a link token), the reason and the address;
 * never the token. A failing audit write is logged and does not change the answer.
 */
async function auditDenied(request: FastifyRequest, error: HttpError): Promise<void> {
  const status = error.statusCode;
  if (status !== 403 && !(status === 401 && request.headers.authorization)) return;
  const route = request.routeOptions.url ?? null;
  const reason =
    status === 401
      ? (request.authRefusal ?? 'unauthenticated')
      : (error.details.error ?? 'forbidden');
  try {
    await recordAudit(
      request.server.db,
      { actorUserId: request.auth?.user.id ?? null, ip: request.ip ?? null },
      {
        action: 'access.denied',
        entityType: 'route',
        entityId: route ? `${request.method} ${route}` : null,
        details: { status, reason, method: request.method, route },
      },
    );
  } catch (auditError) {
    request.log.error({ err: auditError }, 'denied-access audit failed');
  }
}

/**
 * Every error leaves in the API's error shape. Bad input → 422 with field messages; a service's
 * HttpError → its status and message; other 4xx → Fastify's message; anything else → 500 with
 * the generic text (the stack goes to the log only).
 */
export default fp(
  async (app) => {
    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = fieldErrors(error.validation, error.validationContext);
        return reply.code(422).send({ status: 'error', message: INVALID_DATA_MESSAGE, errors });
      }
      if (error instanceof HttpError) {
        await auditDenied(request, error);
        const body = { status: 'error', message: error.message, ...error.details };
        return reply.code(error.statusCode).send(body);
      }
      if (isDataException(error)) {
        request.log.info({ code: error.code }, 'refused a value the database cannot store');
        return reply.code(400).send({ status: 'error', message: UNSTORABLE_VALUE_MESSAGE });
      }
      // A path the file server refuses (repeated slashes, a name longer than the file system
      // takes) names no file and no page: the not-found answer, like any other unknown path.
      if (error.code === STATIC_FORBIDDEN_PATH) return reply.callNotFound();
      const statusCode = error.statusCode ?? 500;
      if (statusCode >= 400 && statusCode < 500) {
        request.log.info({ code: error.code, statusCode }, error.message);
        const tooLarge =
          statusCode === 413 ? request.routeOptions.config.tooLargeMessage : undefined;
        if (tooLarge) {
          return reply
            .code(413)
            .send({ status: 'error', message: tooLarge, errors: { file: [tooLarge] } });
        }
        const unsupported =
          statusCode === 415 ? request.routeOptions.config.unsupportedTypeMessage : undefined;
        const message = unsupported ?? clientMessages[statusCode] ?? error.message;
        return reply.code(statusCode).send({ status: 'error', message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(500)
        .send({ status: 'error', message: SERVER_ERROR_MESSAGE, request_id: request.id });
    });
  },
  { name: 'error-handler' },
);
