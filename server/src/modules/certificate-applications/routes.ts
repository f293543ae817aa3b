import {
  bulkUpdateCertificateApplicationStatus,
  getCertificateApplication,
  listCertificateApplications,
  submitCertificateApplication,
  trackCertificateApplication,
  updateCertificateApplicationStatus,
} from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { publicRateLimit } from '../../lib/rate-limit';
import { auditContextOf } from '../audit/context';
import { actorOf } from '../../lib/request-actor';
import * as service from './service';

const certificateApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, submitCertificateApplication),
    ...publicRateLimit(app),
    handler: async (request) => ({
      status: 'success' as const,
      message: 'Certificate application submitted',
      data: await service.submitCertificateApplication(
        app.db,
        request.body,
        auditContextOf(request),
      ),
    }),
  });

  app.route({
    ...contractRoute(app, trackCertificateApplication),
    ...publicRateLimit(app),
    handler: async (request) => ({
      status: 'success' as const,
      data: await service.trackCertificateApplication(
        app.db,
        request.params.reference,
        request.query.email,
      ),
    }),
  });

  app.route({
    ...contractRoute(app, listCertificateApplications),
    handler: async (request) => ({
      status: 'success' as const,
      data: await service.listCertificateApplications(app.db, actorOf(request), request.query),
    }),
  });

  app.route({
    ...contractRoute(app, getCertificateApplication),
    handler: async (request) => ({
      status: 'success' as const,
      data: await service.getCertificateApplication(app.db, actorOf(request), request.params.id),
    }),
  });

  app.route({
    ...contractRoute(app, updateCertificateApplicationStatus),
    handler: async (request) => ({
      status: 'success' as const,
      message: 'Status updated',
      data: await service.updateCertificateApplicationStatus(
        app.db,
        actorOf(request),
        request.params.id,
        request.body,
        auditContextOf(request),
      ),
    }),
  });

  app.route({
    ...contractRoute(app, bulkUpdateCertificateApplicationStatus),
    handler: async (request) => {
      const data = await service.bulkUpdateCertificateApplicationStatus(
        app.db,
        actorOf(request),
        request.body,
        auditContextOf(request),
      );
      const message = `${String(data.updated)} of ${String(data.results.length)} certificate applications updated`;
      return { status: 'success' as const, message, data };
    },
  });
};

export default certificateApplicationRoutes;
