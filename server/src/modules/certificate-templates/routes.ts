import {
  createCertificateTemplate,
  deleteCertificateTemplate,
  getCertificateTemplate,
  listCertificateTemplates,
  previewCertificateTemplate,
  updateCertificateTemplate,
} from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { auditContextOf } from '../audit/context';
import { actorOf } from '../../lib/request-actor';
import * as service from './service';

const certificateTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, listCertificateTemplates),
    handler: async (request) => ({
      status: 'success' as const,
      data: await service.listTemplates(app.db, actorOf(request), request.query),
    }),
  });

  app.route({
    ...contractRoute(app, getCertificateTemplate),
    handler: async (request) => ({
      status: 'success' as const,
      data: await service.getTemplate(app.db, actorOf(request), request.params.id),
    }),
  });

  app.route({
    ...contractRoute(app, previewCertificateTemplate),
    handler: async (request) => ({
      status: 'success' as const,
      data: await service.previewTemplate(app.db, actorOf(request), request.params.id),
    }),
  });

  app.route({
    ...contractRoute(app, createCertificateTemplate),
    handler: async (request) => ({
      status: 'success' as const,
      message: 'Certificate template created',
      data: await service.createTemplate(
        app.db,
        actorOf(request),
        request.body,
        auditContextOf(request),
      ),
    }),
  });

  app.route({
    ...contractRoute(app, updateCertificateTemplate),
    handler: async (request) => ({
      status: 'success' as const,
      message: 'Certificate template updated',
      data: await service.updateTemplate(
        app.db,
        actorOf(request),
        request.params.id,
        request.body,
        auditContextOf(request),
      ),
    }),
  });

  app.route({
    ...contractRoute(app, deleteCertificateTemplate),
    handler: async (request) => {
      await service.deleteTemplate(
        app.db,
        actorOf(request),
        request.params.id,
        auditContextOf(request),
      );
      return { status: 'success' as const, message: 'Certificate template deleted' };
    },
  });
};

export default certificateTemplateRoutes;
