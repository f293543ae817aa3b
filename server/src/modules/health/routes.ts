import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors';
import { checkHealth } from './service';

const ok = <T extends z.ZodType>(data: T) => z.object({ status: z.literal('success'), data });

/**
 * For load balancers, process managers and deploy scripts; not part of the product's contract.
 * /health: the API and its database answer. /health/live: the process answers (restart it when
 * it does not). /health/ready: send it traffic; false (503) while it drains before stopping or
 * while its database does not answer.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const dbOk = ok(z.object({ db: z.literal('ok') }));
  app.get(
    '/health',
    {
      schema: {
        summary: 'Whether the API and its database answer',
        tags: ['health'],
        response: { 200: dbOk },
      },
    },
    async () => ({ status: 'success' as const, data: await checkHealth(app.db) }),
  );
  app.get(
    '/health/live',
    {
      schema: {
        summary: 'Whether the process answers',
        tags: ['health'],
        response: { 200: ok(z.object({ live: z.literal(true) })) },
      },
    },
    async () => ({ status: 'success' as const, data: { live: true as const } }),
  );
  app.get(
    '/health/ready',
    {
      schema: {
        summary: 'Whether to send this process traffic',
        tags: ['health'],
        response: { 200: dbOk },
      },
    },
    async () => {
      if (app.lifecycle.isDraining) throw new HttpError(503, 'The server is stopping.');
      return { status: 'success' as const, data: await checkHealth(app.db) };
    },
  );
};

export default healthRoutes;
