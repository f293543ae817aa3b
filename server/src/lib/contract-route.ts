import { type Endpoint, ZErrorResponse, ZIdempotentHeaders } from '@registrar/shared-api/contracts';
import type { FastifyInstance } from 'fastify';

/** The OpenAPI tag of an endpoint: its first path segment ('/auth/login' → 'auth'). */
const tagOf = (path: string) => path.split('/')[1] ?? 'api';

/**
 * Route options taken from a shared contract endpoint: method, path, the zod schemas (validation,
 * serialisation and OpenAPI come from them) and, when the contract says so, the bearer check and
 * the Idempotency-Key header.
 * Modules spread this into `app.route({ ...contractRoute(app, endpoint), handler })`.
 */
export function contractRoute<const E extends Endpoint>(app: FastifyInstance, endpoint: E) {
  const schema = {
    summary: endpoint.summary,
    tags: [tagOf(endpoint.path)],
    params: endpoint.params as E['params'],
    querystring: endpoint.query as E['query'],
    body: endpoint.body as E['body'],
    ...(endpoint.idempotent ? { headers: ZIdempotentHeaders } : {}),
    response: { 200: endpoint.response as E['response'], '4XX': ZErrorResponse },
    ...(endpoint.auth ? { security: [{ bearerAuth: [] }] } : {}),
  };
  // Fastify warns about schema keys that are present but undefined.
  for (const key of ['params', 'querystring', 'body'] as const) {
    if (schema[key] === undefined) delete (schema as Record<string, unknown>)[key];
  }
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema,
    // onRequest: a request without a valid token is refused before its body is even parsed.
    ...(endpoint.auth ? { onRequest: app.authenticate } : {}),
  };
}
