import {
  createProgramme,
  deleteProgramme,
  listProgrammes,
  updateProgramme,
} from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerSettingsRoutes } from '../../lib/crud';
import { programmes } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  registerSettingsRoutes(
    app,
    {
      list: listProgrammes,
      create: createProgramme,
      update: updateProgramme,
      remove: deleteProgramme,
    },
    programmes,
    { created: 'Programme added', updated: 'Programme updated', deleted: 'Programme deleted' },
  );
};

export default routes;
