import type { FastifyInstance } from 'fastify';

/** The limit of each public endpoint (check matric, submit, track, verify), per client address. */
export interface PublicRateLimit {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * Generous by default (300 a minute per address and endpoint): a registry office behind one NAT
 * address and the e2e journeys never meet it; a script hammering one endpoint does. Set with
 * PUBLIC_RATE_LIMIT_MAX.
 */
export const defaultPublicRateLimit: PublicRateLimit = { max: 300, windowMs: MINUTE };

/**
 * Route options that put an endpoint under the public rate limit (plugins/rate-limit.ts):
 * `app.route({ ...contractRoute(app, endpoint), ...publicRateLimit(app), handler })`.
 * Over the limit: 429 in the spec §8 shape with Retry-After.
 */
export const publicRateLimit = (app: FastifyInstance) => ({
  config: {
    rateLimit: { max: app.publicRateLimit.max, timeWindow: app.publicRateLimit.windowMs },
  },
});
