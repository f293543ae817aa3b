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
import { byIdRoute, dataRoute, idempotentRoute, listRoute } from '../../lib/success-route';
import { auditContextOf } from '../audit/context';
import { actorOf } from '../../lib/request-actor';
import * as service from './service';

const certificateApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  idempotentRoute(
    app,
    submitCertificateApplication,
    { ...publicRateLimit(app), message: 'Certificate application submitted' },
    ({ body }, by, key) => service.submitCertificateApplication(app.db, body, by.audit, key),
  );
  dataRoute(app, trackCertificateApplication, publicRateLimit(app), ({ params, query }) =>
    service.trackCertificateApplication(app.db, params.reference, query.email),
  );
  listRoute(app, listCertificateApplications, service.listCertificateApplications);
  byIdRoute(app, getCertificateApplication, service.getCertificateApplication);
  dataRoute(app, updateCertificateApplicationStatus, 'Status updated', ({ params, body }, by) =>
    service.updateCertificateApplicationStatus(app.db, by.actor, params.id, body, by.audit),
  );

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
