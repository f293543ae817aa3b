import { getInstitution, updateInstitution } from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { auditContextOf } from '../audit/context';
import * as service from './service';

const institutionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, getInstitution),
    handler: async () => ({
      status: 'success' as const,
      data: await service.getInstitution(app.db),
    }),
  });

  app.route({
    ...contractRoute(app, updateInstitution),
    handler: async (request) => {
      const data = await service.updateInstitution(
        app.db,
        request.auth?.user ?? null,
        request.params.id,
        request.body,
        auditContextOf(request),
      );
      return { status: 'success' as const, message: 'Institution updated', data };
    },
  });
};

export default institutionRoutes;
