import {
  createCourier,
  deleteCourier,
  listCouriers,
  updateCourier,
} from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerSettingsRoutes } from '../../lib/crud';
import { couriers } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  registerSettingsRoutes(
    app,
    { list: listCouriers, create: createCourier, update: updateCourier, remove: deleteCourier },
    couriers,
    { created: 'Courier added', updated: 'Courier updated', deleted: 'Courier deleted' },
  );
};

export default routes;
