import {
  createRegion,
  deleteRegion,
  listRegions,
  updateRegion,
} from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerSettingsRoutes } from '../../lib/crud';
import { regions } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  registerSettingsRoutes(
    app,
    { list: listRegions, create: createRegion, update: updateRegion, remove: deleteRegion },
    regions,
    { created: 'Region added', updated: 'Region updated', deleted: 'Region deleted' },
  );
};

export default routes;
