import { checkMatricNumber } from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import * as service from './service';

const graduateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, checkMatricNumber),
    handler: async (request) => ({
      status: 'success' as const,
      data: await service.checkMatricNumber(app.db, request.query),
    }),
  });
};

export default graduateRoutes;
