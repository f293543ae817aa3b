import { getDashboard } from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import * as service from './service';

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, getDashboard),
    handler: async (request) => ({
      status: 'success' as const,
      data: await service.getDashboard(app.db, request.auth?.user ?? null),
    }),
  });
};

export default dashboardRoutes;
