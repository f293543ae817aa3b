import {
  bulkUpdateApplicationStatus,
  confirmCopyReceiver,
  getApplication,
  listApplications,
  quoteApplication,
  SUBMITTED_MESSAGE,
  submitApplication,
  trackApplication,
  updateApplicationStatus,
} from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { idempotentRoute } from '../../lib/success-route';
import { publicRateLimit } from '../../lib/rate-limit';
import { auditContextOf } from '../audit/context';
import { confirmCopyReceiver as confirmReceiver } from './receiver-check';
import * as service from './service';
import * as statusService from './status-service';

const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  idempotentRoute(
    app,
    submitApplication,
    { ...publicRateLimit(app), message: SUBMITTED_MESSAGE },
    ({ body }, by, key) => service.submitApplication(app.db, body, by.audit, key),
  );

  app.route({
    ...contractRoute(app, quoteApplication),
    handler: async (request) => ({
      status: 'success' as const,
      data: await service.quoteApplication(app.db, request.body),
    }),
  });

  app.route({
    ...contractRoute(app, trackApplication),
    ...publicRateLimit(app),
    handler: async (request) => ({
      status: 'success' as const,
      data: await service.trackApplication(app.db, request.params.reference, request.query.email),
    }),
  });

  app.route({
    ...contractRoute(app, listApplications),
    handler: async (request) => ({
      status: 'success' as const,
      data: await service.listApplications(app.db, request.auth?.user ?? null, request.query),
    }),
  });

  app.route({
    ...contractRoute(app, getApplication),
    handler: async (request) => ({
      status: 'success' as const,
      data: await service.getApplication(app.db, request.auth?.user ?? null, request.params.id),
    }),
  });

  app.route({
    ...contractRoute(app, updateApplicationStatus),
    handler: async (request) => {
      const data = await statusService.updateApplicationStatus(
        app.db,
        request.auth?.user ?? null,
        request.params.id,
        request.body,
        auditContextOf(request),
      );
      return {
        status: 'success' as const,
        message: `Status changed to ${data.enums.status}`,
        data,
      };
    },
  });

  app.route({
    ...contractRoute(app, bulkUpdateApplicationStatus),
    handler: async (request) => {
      const data = await statusService.bulkUpdateApplicationStatus(
        app.db,
        request.auth?.user ?? null,
        request.body,
        auditContextOf(request),
      );
      const message = `${String(data.updated)} of ${String(data.results.length)} applications updated`;
      return { status: 'success' as const, message, data };
    },
  });

  app.route({
    ...contractRoute(app, confirmCopyReceiver),
    handler: async (request) => ({
      status: 'success' as const,
      message: 'Receiver confirmed',
      data: await confirmReceiver(
        app.db,
        request.auth?.user ?? null,
        request.params,
        request.body,
        auditContextOf(request),
      ),
    }),
  });
};

export default applicationRoutes;
