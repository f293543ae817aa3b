import {
  describeDocumentLink,
  downloadDocument,
  downloadDocumentCredential,
  downloadHolderDocument,
  listHolderDocuments,
  listDocumentLinks,
  resendDocumentLink,
  revokeDocumentLink,
  CREDENTIAL_FILE_MEDIA_TYPE,
} from '@registrar/shared-api/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { publicRateLimit, publicWriteLimit } from '../../lib/rate-limit';
import { sendPrivateFile } from '../../lib/file-reply';
import { byIdRoute, dataRoute } from '../../lib/success-route';
import { auditContextOf } from '../audit/context';
import * as holder from './holder';
import { proofTarget, documentFileLimits, linkTarget } from './limits';
import * as service from './service';

const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  byIdRoute(app, listDocumentLinks, service.listLinks);
  dataRoute(app, resendDocumentLink, 'A new download link was sent', (request, by) =>
    service.resendLink(app.db, by.actor, request.params.id, request.body.copy_id, by.audit),
  );
  dataRoute(app, revokeDocumentLink, 'Document revoked', ({ params, body }, by) =>
    service.revokeLink(app.db, by.actor, params.id, params.linkId, body.reason, by.audit),
  );

  // What a file delivered through an emailed link is made with: the token is the key.
  const throughLink = (request: FastifyRequest, token: string) =>
    [app.db, token, auditContextOf(request), app.documentsOptions.publicUrl, app.signer] as const;

  // Every route below is public: the link's token, or the graduate's proof, is the key.
  app.route({
    ...contractRoute(app, downloadDocument),
    ...publicRateLimit(app),
    handler: async (request, reply) => {
      const file = await service.download(...throughLink(request, request.params.token));
      return sendPrivateFile(reply, {
        content: file.content,
        contentType: 'application/pdf',
        fileName: file.fileName,
        headers: { 'x-verification-url': file.verificationUrl, 'referrer-policy': 'no-referrer' },
      });
    },
  });

  app.route({
    ...contractRoute(app, describeDocumentLink),
    ...publicRateLimit(app),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return {
        status: 'success' as const,
        data: await service.describeLink(app.db, request.params.token),
      };
    },
  });

  app.route({
    ...contractRoute(app, downloadDocumentCredential),
    ...publicWriteLimit(app, 'documents:credential', documentFileLimits.linkCredential, linkTarget),
    handler: async (request, reply) => {
      const file = await service.credentialThroughLink(
        ...throughLink(request, request.params.token),
      );
      return sendPrivateFile(reply, {
        ...file,
        contentType: CREDENTIAL_FILE_MEDIA_TYPE,
        headers: { 'referrer-policy': 'no-referrer' },
      });
    },
  });

  // The graduate's own copies, behind a proof of identity (the body's identity token).
  app.route({
    ...contractRoute(app, listHolderDocuments),
    ...publicRateLimit(app),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        status: 'success' as const,
        data: await holder.holderDocuments(
          app.db,
          request.params.reference,
          request.body.identity_token,
        ),
      };
    },
  });
  app.route({
    ...contractRoute(app, downloadHolderDocument),
    ...publicWriteLimit(app, 'documents:holder', documentFileLimits.holderFile, proofTarget),
    handler: async (request, reply) => {
      const file = await holder.holderFile(
        app.db,
        request.params,
        request.body.identity_token,
        auditContextOf(request),
        app.documentsOptions.publicUrl,
        app.signer,
      );
      return sendPrivateFile(reply, {
        ...file,
        contentType: request.params.file === 'pdf' ? 'application/pdf' : CREDENTIAL_FILE_MEDIA_TYPE,
      });
    },
  });
};

export default documentRoutes;
