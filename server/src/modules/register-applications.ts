import type { FastifyPluginAsync } from 'fastify';
import applicationRoutes from './applications/routes';
import dashboardRoutes from './dashboard/routes';
import messageRoutes from './messages/routes';

/** Registers the applications modules' routes (under /api). Payments endpoints come later. */
const registerApplications: FastifyPluginAsync = async (app) => {
  await app.register(applicationRoutes);
  await app.register(messageRoutes);
  await app.register(dashboardRoutes);
};

export default registerApplications;
