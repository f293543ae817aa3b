import type { FastifyPluginAsync } from 'fastify';
import applicationTypeRoutes from './application-types/routes';
import consentRoutes from './consent/routes';
import courierRoutes from './couriers/routes';
import holdReasonRoutes from './hold-reasons/routes';
import publicHolidayRoutes from './public-holidays/routes';
import paymentTypeRoutes from './payment-types/routes';
import programmeRoutes from './programmes/routes';
import recipientRoutes from './recipients/routes';
import rateRoutes from './rates/routes';
import regionRoutes from './regions/routes';

/**
 * Registers the settings modules' routes (under /api). GET /application-data (reference-data)
 * is registered by modules/index.ts.
 */
const registerSettings: FastifyPluginAsync = async (app) => {
  await app.register(rateRoutes);
  await app.register(regionRoutes);
  await app.register(courierRoutes);
  await app.register(applicationTypeRoutes);
  await app.register(programmeRoutes);
  await app.register(paymentTypeRoutes);
  await app.register(recipientRoutes);
  await app.register(consentRoutes);
  await app.register(holdReasonRoutes);
  await app.register(publicHolidayRoutes);
};

export default registerSettings;
