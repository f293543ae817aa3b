import {
  createDeliveryRate,
  createTranscriptRate,
  deleteTranscriptRate,
  getMissingRateCombinations,
  listDeliveryRates,
  listTranscriptRates,
  updateDeliveryRate,
  updateTranscriptRate,
} from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerSettingsRoutes } from '../../lib/crud';
import { dataRoute } from '../../lib/success-route';
import { deliveryRates } from './delivery-service';
import { getMissingCombinations, transcriptRates } from './service';

/** Transcript and delivery rates. Success titles are the product's texts. */
const rateRoutes: FastifyPluginAsyncZod = async (app) => {
  dataRoute(app, getMissingRateCombinations, (_request, by) =>
    getMissingCombinations(app.db, by.actor),
  );

  registerSettingsRoutes(
    app,
    {
      list: listTranscriptRates,
      create: createTranscriptRate,
      update: updateTranscriptRate,
      remove: deleteTranscriptRate,
    },
    transcriptRates,
    { created: 'Rate Added Successfully', updated: 'Rate is Updated', deleted: 'Rate Deleted' },
  );

  // No DELETE: the price rules need both delivery rates.
  registerSettingsRoutes(
    app,
    { list: listDeliveryRates, create: createDeliveryRate, update: updateDeliveryRate },
    deliveryRates,
    { created: 'New Rate Added', updated: 'Rate is Updated' },
  );
};

export default rateRoutes;
