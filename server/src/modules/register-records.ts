import type { FastifyPluginAsync } from 'fastify';

/** Registers the records modules' routes (under /api). */
const registerRecords: FastifyPluginAsync = async (_app) => {};

export default registerRecords;
