import {
  downloadGraduateCertificate,
  downloadGraduateCertificateCredential,
  issueCertificateApplicationCertificate,
  issueGraduateCertificate,
  listCertificateApplicationCertificates,
  listGraduateCertificates,
  revokeGraduateCertificate,
  CREDENTIAL_FILE_MEDIA_TYPE,
} from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { sendPrivateFile } from '../../lib/file-reply';
import { actorOf } from '../../lib/request-actor';
import { byIdRoute, dataRoute } from '../../lib/success-route';
import { auditContextOf } from '../audit/context';
import * as service from './service';

const graduateCertificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const issued = 'Certificate issued';
  dataRoute(app, issueGraduateCertificate, issued, ({ params, body }, by) =>
    service.issueCertificate(app.db, by.actor, params.id, body.template_id, by.audit),
  );
  dataRoute(app, issueCertificateApplicationCertificate, issued, ({ params, body }, by) =>
    service.issueForApplication(app.db, by.actor, params.id, body.template_id, by.audit),
  );
  byIdRoute(app, listCertificateApplicationCertificates, service.listForApplication);
  byIdRoute(app, listGraduateCertificates, service.listCertificates);
  dataRoute(app, revokeGraduateCertificate, 'Certificate revoked', (request, by) =>
    service.revokeCertificate(app.db, by.actor, request.params.id, request.body, by.audit),
  );

  app.route({
    ...contractRoute(app, downloadGraduateCertificate),
    handler: async (request, reply) => {
      const file = await service.certificatePdf(
        app.db,
        actorOf(request),
        request.params.id,
        app.documentsOptions.publicUrl,
        app.signer,
      );
      return sendPrivateFile(reply, {
        content: file.content,
        contentType: 'application/pdf',
        fileName: file.fileName,
        headers: { 'x-verification-url': file.verificationUrl },
      });
    },
  });

  app.route({
    ...contractRoute(app, downloadGraduateCertificateCredential),
    handler: async (request, reply) => {
      const file = await service.certificateCredential(
        app.db,
        actorOf(request),
        request.params.id,
        auditContextOf(request),
        app.documentsOptions.publicUrl,
        app.signer,
      );
      return sendPrivateFile(reply, { ...file, contentType: CREDENTIAL_FILE_MEDIA_TYPE });
    },
  });
};

export default graduateCertificateRoutes;
