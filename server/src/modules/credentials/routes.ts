import {
  CREDENTIAL_JWT_MEDIA_TYPE,
  getCredentialContext,
  getRevocationList,
} from '@registrar/shared-api/contracts';
import etag from '@fastify/etag';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { verifierReadLimit } from '../../lib/rate-limit';
import { registrarContext } from './contexts';
import { didDocument } from './did';
import { revocationList } from './service';

/**
 * Public and rate-limited, under /api: the revocation status list (a revocation shows in the
 * next request) and the transcript credentials' JSON-LD context. Both carry an ETag, so a
 * verifier revalidating gets a 304 without the body.
 */
export const credentialRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(etag);
  const { publicUrl } = app.documentsOptions;
  const currentList = revocationList(app.db, publicUrl, app.signer);
  app.route({
    ...contractRoute(app, getRevocationList),
    ...verifierReadLimit(app),
    handler: async (_request, reply) => {
      const jwt = await currentList();
      return reply
        .header('content-type', CREDENTIAL_JWT_MEDIA_TYPE)
        .header('cache-control', 'no-cache')
        .header('access-control-allow-origin', '*')
        .send(jwt);
    },
  });
  app.route({
    ...contractRoute(app, getCredentialContext),
    ...verifierReadLimit(app),
    handler: async (_request, reply) =>
      reply
        .header('content-type', 'application/ld+json')
        .header('cache-control', 'public, max-age=86400')
        .header('access-control-allow-origin', '*')
        .send(registrarContext(publicUrl)),
  });
};

/**
 * The institution's DID document at the root, where did:web resolves it: `/.well-known/did.json`
 * (and `/did.json`, where PUBLIC_URL has a path a proxy strips). Anyone may read it, under the
 * verifiers' rate limit, with an ETag.
 */
export const didRoutes: FastifyPluginAsync = async (app) => {
  await app.register(etag);
  const handler = async (_request: unknown, reply: FastifyReply) =>
    reply
      .header('content-type', 'application/did+json')
      .header('cache-control', 'no-cache')
      .header('access-control-allow-origin', '*')
      .send(await didDocument(app.db, app.documentsOptions.publicUrl));
  for (const url of ['/.well-known/did.json', '/did.json']) {
    app.route({ method: 'GET', url, ...verifierReadLimit(app), handler });
  }
};
