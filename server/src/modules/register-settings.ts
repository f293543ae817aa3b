import type { FastifyPluginAsync } from 'fastify';

/** Registers the settings modules' routes (under /api). */
const registerSettings: FastifyPluginAsync = async (_app) => {};

export default registerSettings;
