import {
  createHoldReason,
  deleteHoldReason,
  listHoldReasons,
  updateHoldReason,
} from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerSettingsRoutes } from '../../lib/crud';
import { holdReasons } from './service';

const holdReasonRoutes: FastifyPluginAsyncZod = async (app) => {
  registerSettingsRoutes(
    app,
    {
      list: listHoldReasons,
      create: createHoldReason,
      update: updateHoldReason,
      remove: deleteHoldReason,
    },
    holdReasons,
    {
      created: 'Hold reason added',
      updated: 'Hold reason updated',
      deleted: 'Hold reason deleted',
    },
  );
};

export default holdReasonRoutes;
