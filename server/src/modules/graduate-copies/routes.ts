import {
  deleteGraduateCopy,
  downloadGraduateCopy,
  GRADUATE_COPY_MAX_BYTES,
  listGraduateCopies,
  uploadGraduateCopy,
} from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { attachmentDisposition } from '../../lib/uploads';
import { auditContextOf } from '../audit/context';
import { actorOf } from '../../lib/request-actor';
import * as service from './service';

const graduateCopyRoutes: FastifyPluginAsyncZod = async (app) => {
  // The upload's body is the PDF itself, kept as a Buffer (checked by the service).
  app.addContentTypeParser(
    'application/pdf',
    { parseAs: 'buffer', bodyLimit: GRADUATE_COPY_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.route({
    ...contractRoute(app, uploadGraduateCopy),
    bodyLimit: GRADUATE_COPY_MAX_BYTES,
    config: {
      tooLargeMessage: 'The file must be at most 10 MB',
      unsupportedTypeMessage: 'Upload the file as an application/pdf request body.',
    },
    handler: async (request) => ({
      status: 'success' as const,
      message: 'Transcript copy uploaded',
      data: await service.uploadCopy(
        app.db,
        actorOf(request),
        request.params.id,
        request.query,
        request.body,
        auditContextOf(request),
      ),
    }),
  });

  app.route({
    ...contractRoute(app, listGraduateCopies),
    handler: async (request) => ({
      status: 'success' as const,
      data: await service.listCopies(app.db, actorOf(request), request.params.id),
    }),
  });

  app.route({
    ...contractRoute(app, downloadGraduateCopy),
    handler: async (request, reply) => {
      const file = await service.downloadCopy(app.db, actorOf(request), request.params.id);
      return (
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', attachmentDisposition(file.fileName, 'transcript.pdf'))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          // A Buffer bypasses the JSON serializer; the contract types the body as a (binary) string.
          .send(file.content as unknown as string)
      );
    },
  });

  app.route({
    ...contractRoute(app, deleteGraduateCopy),
    handler: async (request) => {
      await service.deleteCopy(
        app.db,
        actorOf(request),
        request.params.id,
        auditContextOf(request),
      );
      return { status: 'success' as const, message: 'Transcript copy deleted' };
    },
  });
};

export default graduateCopyRoutes;
