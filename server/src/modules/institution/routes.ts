import {
  getInstitution,
  getInstitutionAsset,
  INSTITUTION_ASSET_MAX_BYTES,
  updateInstitution,
  uploadInstitutionAsset,
} from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { attachmentDisposition } from '../../lib/uploads';
import { auditContextOf } from '../audit/context';
import * as assets from './assets-service';
import * as service from './service';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The upload route in its own scope: only there is any Content-Type read as raw bytes. */
const assetUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // The type is decided from the bytes (assets-service), never from what the client claims.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: INSTITUTION_ASSET_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.route({
    ...contractRoute(app, uploadInstitutionAsset),
    bodyLimit: INSTITUTION_ASSET_MAX_BYTES,
    config: { tooLargeMessage: 'The image must be at most 2 MB' },
    handler: async (request) => ({
      status: 'success' as const,
      message: 'Image uploaded',
      data: await assets.uploadAsset(
        app.db,
        request.auth?.user ?? null,
        request.params.id,
        request.params.kind,
        request.body,
        auditContextOf(request),
      ),
    }),
  });
};

const institutionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, getInstitution),
    handler: async () => ({
      status: 'success' as const,
      data: await service.getInstitution(app.db, app.paymentsMode),
    }),
  });

  app.route({
    ...contractRoute(app, updateInstitution),
    handler: async (request) => {
      const data = await service.updateInstitution(
        app.db,
        request.auth?.user ?? null,
        request.params.id,
        request.body,
        auditContextOf(request),
      );
      return { status: 'success' as const, message: 'Institution updated', data };
    },
  });

  await app.register(assetUploadRoutes);

  app.route({
    ...contractRoute(app, getInstitutionAsset),
    handler: async (request, reply) => {
      const file = await assets.readAsset(app.db, request.params.name);
      return (
        reply
          .header('content-type', file.contentType)
          .header('content-disposition', attachmentDisposition(file.name, 'image'))
          .header('x-content-type-options', 'nosniff')
          // The name holds the content's hash: a new image gets a new URL.
          .header('cache-control', `public, max-age=${String(YEAR_SECONDS)}, immutable`)
          .header('cross-origin-resource-policy', 'cross-origin')
          // A Buffer bypasses the JSON serializer; the contract types the body as a (binary) string.
          .send(file.content as unknown as string)
      );
    },
  });
};

export default institutionRoutes;
