import {
  createApplicationType,
  deleteApplicationType,
  listApplicationTypes,
  updateApplicationType,
} from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerSettingsRoutes } from '../../lib/crud';
import { applicationTypes } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  registerSettingsRoutes(
    app,
    {
      list: listApplicationTypes,
      create: createApplicationType,
      update: updateApplicationType,
      remove: deleteApplicationType,
    },
    applicationTypes,
    {
      created: 'Application type added',
      updated: 'Application type updated',
      deleted: 'Application type deleted',
    },
  );
};

export default routes;
