import {
  downloadDocument,
  listDocumentLinks,
  resendDocumentLink,
  revokeDocumentLink,
} from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { sendPrivateFile } from '../../lib/file-reply';
import { byIdRoute, dataRoute } from '../../lib/success-route';
import { auditContextOf } from '../audit/context';
import * as service from './service';

const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  byIdRoute(app, listDocumentLinks, service.listLinks);
  dataRoute(app, resendDocumentLink, 'A new download link was sent', (request, by) =>
    service.resendLink(app.db, by.actor, request.params.id, request.body.copy_id, by.audit),
  );
  dataRoute(app, revokeDocumentLink, 'Document revoked', ({ params, body }, by) =>
    service.revokeLink(app.db, by.actor, params.id, params.linkId, body.reason, by.audit),
  );

  app.route({
    ...contractRoute(app, downloadDocument),
    handler: async (request, reply) => {
      const file = await service.download(
        app.db,
        request.params.token,
        auditContextOf(request),
        app.documentsOptions.publicUrl,
        app.pdfSigner,
      );
      return sendPrivateFile(reply, {
        content: file.content,
        contentType: 'application/pdf',
        fileName: file.fileName,
        headers: { 'x-verification-url': file.verificationUrl, 'referrer-policy': 'no-referrer' },
      });
    },
  });
};

export default documentRoutes;
