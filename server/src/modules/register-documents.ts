import type { FastifyPluginAsync } from 'fastify';
import { credentialRoutes } from './credentials/routes';
import documentRoutes from './documents/routes';
import mailRoutes from './mail/routes';
import signingKeyRoutes from './signing/routes';
import verificationRoutes from './verification/routes';

/**
 * Registers the documents modules' routes (under /api): sent mail, certificate PDFs, soft-copy
 * links, public verification, the credentials' status list and context, and the signing keys.
 * The outbox worker itself is a root plugin (outbox/plugin.ts).
 */
const registerDocuments: FastifyPluginAsync = async (app) => {
  await app.register(mailRoutes);
  await app.register(documentRoutes);
  await app.register(verificationRoutes);
  await app.register(credentialRoutes);
  await app.register(signingKeyRoutes);
};

export default registerDocuments;
