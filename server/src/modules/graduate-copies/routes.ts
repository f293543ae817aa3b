import {
  deleteGraduateCopy,
  downloadGraduateCopy,
  GRADUATE_COPY_MAX_BYTES,
  listGraduateCopies,
  uploadGraduateCopy,
} from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { sendPrivateFile } from '../../lib/file-reply';
import { actorOf } from '../../lib/request-actor';
import { byIdRoute, dataRoute, messageRoute } from '../../lib/success-route';
import * as service from './service';

const graduateCopyRoutes: FastifyPluginAsyncZod = async (app) => {
  // The upload's body is the PDF itself, kept as a Buffer (checked by the service).
  app.addContentTypeParser(
    'application/pdf',
    { parseAs: 'buffer', bodyLimit: GRADUATE_COPY_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  const upload = {
    message: 'Transcript copy uploaded',
    bodyLimit: GRADUATE_COPY_MAX_BYTES,
    config: {
      tooLargeMessage: 'The file must be at most 10 MB',
      unsupportedTypeMessage: 'Upload the file as an application/pdf request body.',
    },
  };
  dataRoute(app, uploadGraduateCopy, upload, ({ params, query, body }, by) =>
    service.uploadCopy(app.db, by.actor, params.id, query, body, by.audit),
  );
  byIdRoute(app, listGraduateCopies, service.listCopies);
  messageRoute(app, deleteGraduateCopy, 'Transcript copy deleted', ({ params }, by) =>
    service.deleteCopy(app.db, by.actor, params.id, by.audit),
  );

  app.route({
    ...contractRoute(app, downloadGraduateCopy),
    handler: async (request, reply) => {
      const file = await service.downloadCopy(app.db, actorOf(request), request.params.id);
      return sendPrivateFile(reply, {
        content: file.content,
        contentType: 'application/pdf',
        fileName: file.fileName,
        fallbackName: 'transcript.pdf',
      });
    },
  });
};

export default graduateCopyRoutes;
