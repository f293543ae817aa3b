import {
  downloadDocument,
  listDocumentLinks,
  resendDocumentLink,
  revokeDocumentLink,
} from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { auditContextOf } from '../audit/context';
import { actorOf } from '../../lib/request-actor';
import * as service from './service';
import { attachmentDisposition } from '../../lib/uploads';

const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, listDocumentLinks),
    handler: async (request) => ({
      status: 'success' as const,
      data: await service.listLinks(app.db, actorOf(request), request.params.id),
    }),
  });

  app.route({
    ...contractRoute(app, resendDocumentLink),
    handler: async (request) => ({
      status: 'success' as const,
      message: 'A new download link was sent',
      data: await service.resendLink(
        app.db,
        actorOf(request),
        request.params.id,
        request.body.copy_id,
        auditContextOf(request),
      ),
    }),
  });

  app.route({
    ...contractRoute(app, revokeDocumentLink),
    handler: async (request) => ({
      status: 'success' as const,
      message: 'Document revoked',
      data: await service.revokeLink(
        app.db,
        actorOf(request),
        request.params.id,
        request.params.linkId,
        request.body.reason,
        auditContextOf(request),
      ),
    }),
  });

  app.route({
    ...contractRoute(app, downloadDocument),
    handler: async (request, reply) => {
      const file = await service.download(
        app.db,
        request.params.token,
        auditContextOf(request),
        app.documentsOptions.publicUrl,
      );
      return (
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', attachmentDisposition(file.fileName))
          .header('x-verification-url', file.verificationUrl)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .header('referrer-policy', 'no-referrer')
          // A Buffer bypasses the JSON serializer; the contract types the body as a (binary) string.
          .send(file.content as unknown as string)
      );
    },
  });
};

export default documentRoutes;
