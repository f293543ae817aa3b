import type { FastifyPluginAsync } from 'fastify';
import certificateApplicationRoutes from './certificate-applications/routes';
import certificateTemplateRoutes from './certificate-templates/routes';
import graduateCertificateRoutes from './graduate-certificates/routes';
import graduateCopyRoutes from './graduate-copies/routes';
import recordsSyncRoutes from './records-sync/routes';
import staffUserRoutes from './staff-users/routes';

/**
 * Registers the records modules' routes (under /api). The graduates module itself (records,
 * CSV import, check-matric-number) is registered by modules/index.ts.
 */
const registerRecords: FastifyPluginAsync = async (app) => {
  await app.register(staffUserRoutes);
  await app.register(certificateTemplateRoutes);
  await app.register(certificateApplicationRoutes);
  await app.register(graduateCopyRoutes);
  await app.register(graduateCertificateRoutes);
  await app.register(recordsSyncRoutes);
};

export default registerRecords;
