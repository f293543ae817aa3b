import type { FastifyError, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, INVALID_DATA_MESSAGE, SERVER_ERROR_MESSAGE } from '../lib/http-errors';

/** `errors` of spec §8: messages per field, the key being the dotted path ('theme.primary'). */
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

const clientMessages: Record<number, string> = {
  413: 'The request is too large.',
  415: 'The request body must be JSON.',
};

/**
 * Every error leaves in the spec §8 shape. Bad input → 422 with field messages; a service's
 * HttpError → its status and message; other 4xx → Fastify's message; anything else → 500 with
 * the generic text (the stack goes to the log only).
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = fieldErrors(error.validation, error.validationContext);
        return reply.code(422).send({ status: 'error', message: INVALID_DATA_MESSAGE, errors });
      }
      if (error instanceof HttpError) {
        const body = { status: 'error', message: error.message, ...error.details };
        return reply.code(error.statusCode).send(body);
      }
      const statusCode = error.statusCode ?? 500;
      if (statusCode >= 400 && statusCode < 500) {
        request.log.info({ code: error.code, statusCode }, error.message);
        const message = clientMessages[statusCode] ?? error.message;
        return reply.code(statusCode).send({ status: 'error', message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ status: 'error', message: SERVER_ERROR_MESSAGE });
    });
  },
  { name: 'error-handler' },
);
