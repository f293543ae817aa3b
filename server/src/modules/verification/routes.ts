import { VERIFY_RATE_LIMITED, verifyDocument } from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import * as service from './service';

const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { max, windowMs } = app.documentsOptions.verifyRateLimit ?? { max: 30, windowMs: 60_000 };

  app.route({
    ...contractRoute(app, verifyDocument),
    // Stricter than the other public endpoints: codes must not be guessable by brute force.
    // Counted onRequest by plugins/rate-limit.ts (in Redis when REDIS_URL is set, so every
    // instance shares the count), whatever the answer would have been.
    config: {
      rateLimit: {
        max,
        timeWindow: windowMs,
        errorResponseBuilder: () => ({ statusCode: 429, message: VERIFY_RATE_LIMITED }),
      },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        status: 'success' as const,
        data: await service.verifyDocument(app.db, request.params.code),
      };
    },
  });
};

export default verificationRoutes;
