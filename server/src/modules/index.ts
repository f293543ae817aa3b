import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/routes';
import graduateRoutes from './graduates/routes';
import healthRoutes from './health/routes';
import identityRoutes from './identity/routes';
import institutionRoutes from './institution/routes';
import myApplicationsRoutes from './my-applications/routes';
import referenceDataRoutes from './reference-data/routes';
import registerApplications from './register-applications';
import registerPayments from './register-payments';
import registerDocuments from './register-documents';
import registerRecords from './register-records';
import registerSettings from './register-settings';
import smsRoutes from './sms/routes';

/** Every domain module's routes; registered under the API root `/api`. */
const apiModules: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(institutionRoutes);
  await app.register(authRoutes);
  await app.register(referenceDataRoutes);
  await app.register(graduateRoutes);
  await app.register(identityRoutes);
  await app.register(smsRoutes);
  await app.register(myApplicationsRoutes);
  await app.register(registerSettings);
  await app.register(registerApplications);
  await app.register(registerRecords);
  await app.register(registerPayments);
  await app.register(registerDocuments);
};

export default apiModules;
