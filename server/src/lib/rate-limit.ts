import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-errors';

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
 * Over the limit: 429 in the product's error shape with Retry-After.
 */
export const publicRateLimit = (app: FastifyInstance) => ({
  config: {
    rateLimit: { max: app.publicRateLimit.max, timeWindow: app.publicRateLimit.windowMs },
  },
});

/**
 * Route options for the public files every verifier fetches on every check (the DID document,
 * the revocation list, the JSON-LD context): cheap to answer, and a verifier platform or a
 * carrier's NAT puts many checks behind one address, so ten times the public limit.
 */
export const verifierReadLimit = (app: FastifyInstance) => ({
  config: {
    rateLimit: {
      max: app.publicRateLimit.max * 10,
      timeWindow: app.publicRateLimit.windowMs,
    },
  },
});

/**
 * The two limits of one public write: per client address, and per target (the thing written to:
 * a tracking id, a payment reference, an email). One address spraying many targets meets the
 * first; many addresses hammering one target meet the second.
 */
export interface PublicWriteLimit {
  perClient: PublicRateLimit;
  perTarget: PublicRateLimit;
}

/** The message of a 429, with when to come back. */
export const tooManyRequestsMessage = (ttlMs: number) =>
  `Too many requests. Please try again in ${Math.max(1, Math.ceil(ttlMs / 1000))} seconds.`;

/**
 * Route options that put a public write under both limits of `limit`, counted in the rate-limit
 * plugin's store (Redis when REDIS_URL is set, so every instance shares the counts; else this
 * process's memory). `name` keeps each write's counters apart; `targetOf` reads the target from
 * the validated request. The client's count is taken first: a refused address adds nothing to
 * the target's count. Over either limit: 429 `{ status: 'error', message }` with Retry-After,
 * before the handler writes anything.
 */
export function publicWriteLimit<Request extends FastifyRequest>(
  app: FastifyInstance,
  name: string,
  limit: PublicWriteLimit,
  targetOf: (request: Request) => string,
) {
  const perClient = app.createRateLimit({
    max: limit.perClient.max,
    timeWindow: limit.perClient.windowMs,
    keyGenerator: (request) => `${name}:client:${request.ip}`,
  });
  const perTarget = app.createRateLimit({
    max: limit.perTarget.max,
    timeWindow: limit.perTarget.windowMs,
    keyGenerator: (request) => `${name}:target:${targetOf(request as Request)}`,
  });
  return {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      for (const limiter of [perClient, perTarget]) {
        const counted = await limiter(request);
        if (!counted.isAllowed && counted.isExceeded) {
          void reply.header('retry-after', String(Math.max(1, counted.ttlInSeconds)));
          throw new HttpError(429, tooManyRequestsMessage(counted.ttl));
        }
      }
    },
  };
}
