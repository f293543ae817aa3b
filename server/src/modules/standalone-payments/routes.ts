import { listStandalonePayments } from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import * as service from './service';

const standalonePaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, listStandalonePayments),
    handler: async (request) => ({
      status: 'success' as const,
      data: await service.listStandalonePayments(app.db, request.auth?.user ?? null, request.query),
    }),
  });
};

export default standalonePaymentRoutes;
