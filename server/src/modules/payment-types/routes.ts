import {
  createPaymentType,
  deletePaymentType,
  listPaymentTypes,
  updatePaymentType,
} from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerSettingsRoutes } from '../../lib/crud';
import { paymentTypes } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  registerSettingsRoutes(
    app,
    {
      list: listPaymentTypes,
      create: createPaymentType,
      update: updatePaymentType,
      remove: deletePaymentType,
    },
    paymentTypes,
    {
      created: 'Payment type added',
      updated: 'Payment type updated',
      deleted: 'Payment type deleted',
    },
  );
};

export default routes;
