import {
  downloadGraduateCertificate,
  issueCertificateApplicationCertificate,
  issueGraduateCertificate,
  listCertificateApplicationCertificates,
  listGraduateCertificates,
  revokeGraduateCertificate,
} from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { auditContextOf } from '../audit/context';
import { actorOf } from '../../lib/request-actor';
import * as service from './service';
import { attachmentDisposition } from '../../lib/uploads';

const graduateCertificateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, issueGraduateCertificate),
    handler: async (request) => ({
      status: 'success' as const,
      message: 'Certificate issued',
      data: await service.issueCertificate(
        app.db,
        actorOf(request),
        request.params.id,
        request.body.template_id,
        auditContextOf(request),
      ),
    }),
  });

  app.route({
    ...contractRoute(app, issueCertificateApplicationCertificate),
    handler: async (request) => ({
      status: 'success' as const,
      message: 'Certificate issued',
      data: await service.issueForApplication(
        app.db,
        actorOf(request),
        request.params.id,
        request.body.template_id,
        auditContextOf(request),
      ),
    }),
  });

  app.route({
    ...contractRoute(app, listCertificateApplicationCertificates),
    handler: async (request) => ({
      status: 'success' as const,
      data: await service.listForApplication(app.db, actorOf(request), request.params.id),
    }),
  });

  app.route({
    ...contractRoute(app, listGraduateCertificates),
    handler: async (request) => ({
      status: 'success' as const,
      data: await service.listCertificates(app.db, actorOf(request), request.params.id),
    }),
  });

  app.route({
    ...contractRoute(app, revokeGraduateCertificate),
    handler: async (request) => ({
      status: 'success' as const,
      message: 'Certificate revoked',
      data: await service.revokeCertificate(
        app.db,
        actorOf(request),
        request.params.id,
        request.body,
        auditContextOf(request),
      ),
    }),
  });

  app.route({
    ...contractRoute(app, downloadGraduateCertificate),
    handler: async (request, reply) => {
      const file = await service.certificatePdf(
        app.db,
        actorOf(request),
        request.params.id,
        app.documentsOptions.publicUrl,
      );
      return (
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', attachmentDisposition(file.fileName))
          .header('x-verification-url', file.verificationUrl)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          // A Buffer bypasses the JSON serializer; the contract types the body as a (binary) string.
          .send(file.content as unknown as string)
      );
    },
  });
};

export default graduateCertificateRoutes;
