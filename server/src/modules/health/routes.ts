import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkHealth } from './service';

/** Liveness for load balancers and deploy scripts; not part of the product's contract. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Whether the API and its database answer',
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('success'), data: z.object({ db: z.literal('ok') }) }),
        },
      },
    },
    async () => ({ status: 'success' as const, data: await checkHealth(app.db) }),
  );
};

export default healthRoutes;
