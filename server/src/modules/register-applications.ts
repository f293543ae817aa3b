import type { FastifyPluginAsync } from 'fastify';

/** Registers the applications modules' routes (under /api). */
const registerApplications: FastifyPluginAsync = async (_app) => {};

export default registerApplications;
