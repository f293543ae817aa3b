import { getApplicationData } from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import * as service from './service';

const referenceDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, getApplicationData),
    handler: async () => ({
      status: 'success' as const,
      data: await service.getApplicationData(app.db),
    }),
  });
};

export default referenceDataRoutes;
