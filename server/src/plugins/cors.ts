import fastifyCors from '@fastify/cors';
import fp from 'fastify-plugin';
import {
  APPLICANT_SESSION_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_REPLAYED_HEADER,
} from '@registrar/shared-api/contracts';

export interface CorsPluginOptions {
  /** Origins (scheme://host[:port]) whose pages may call the API; empty = same origin only. */
  origins: string[];
}

/**
 * CORS for the API: only the allowlisted origins (CORS_ORIGINS) get Access-Control-Allow-Origin.
 * The API uses headers (the staff bearer token, an applicant's session), never cookies, so
 * credentials are not allowed. app.ts registers
 * this inside the /api scope, so the remotes' static files keep their own open CORS
 * (plugins/static.ts). The options are static (normalised once at start, not per request).
 *
 * With no allowlist (the default: the portal and the API share an origin) @fastify/cors is not
 * registered at all: it would answer no request differently (a preflight gets the same 404 as any
 * unknown route), yet its hook copies its options and the route's config on every request
 * (~2% of GET /applications/track's CPU).
 */
export default fp<CorsPluginOptions>(
  async (app, options) => {
    if (options.origins.length === 0) return;
    await app.register(fastifyCors, {
      hook: 'onRequest',
      origin: [...new Set(options.origins)],
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: [
        'Authorization',
        'Content-Type',
        'Accept',
        IDEMPOTENCY_KEY_HEADER,
        APPLICANT_SESSION_HEADER,
      ],
      exposedHeaders: [
        'Retry-After',
        'Content-Disposition',
        'X-Request-Id',
        IDEMPOTENCY_REPLAYED_HEADER,
      ],
      credentials: false,
      maxAge: 600,
      strictPreflight: false,
    });
  },
  { name: 'cors' },
);
