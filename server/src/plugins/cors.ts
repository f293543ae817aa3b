import fastifyCors from '@fastify/cors';
import fp from 'fastify-plugin';

export interface CorsPluginOptions {
  /** Origins (scheme://host[:port]) whose pages may call the API; empty = same origin only. */
  origins: string[];
}

/**
 * CORS for the API: only the allowlisted origins (CORS_ORIGINS) get Access-Control-Allow-Origin.
 * The API uses a bearer header, never cookies, so credentials are not allowed. The remotes'
 * static files keep their own open CORS (plugins/static.ts), which this does not touch.
 */
export default fp<CorsPluginOptions>(
  async (app, options) => {
    const allowed = new Set(options.origins);
    await app.register(fastifyCors, {
      // Only /api: a remote's files set their own header in plugins/static.ts.
      hook: 'onRequest',
      delegator: (request, callback) => {
        const isApi = (request.url ?? '').startsWith('/api/');
        const origin = request.headers.origin;
        callback(null, {
          origin: isApi && typeof origin === 'string' && allowed.has(origin) ? origin : false,
          methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
          allowedHeaders: ['Authorization', 'Content-Type', 'Accept'],
          exposedHeaders: ['Retry-After', 'Content-Disposition'],
          credentials: false,
          maxAge: 600,
          strictPreflight: false,
        });
      },
    });
  },
  { name: 'cors' },
);
