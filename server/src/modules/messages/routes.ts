import {
  listApplicationMessages,
  listMessageThreads,
  listTrackedMessages,
  postApplicationMessage,
  postTrackedMessage,
} from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { publicRateLimit } from '../../lib/rate-limit';
import { auditContextOf } from '../audit/context';
import * as inbox from './inbox-service';
import * as service from './service';

const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, listTrackedMessages),
    ...publicRateLimit(app),
    handler: async (request) => ({
      status: 'success' as const,
      data: await service.listForApplicant(app.db, request.params.reference, request.query.email),
    }),
  });

  app.route({
    ...contractRoute(app, postTrackedMessage),
    ...publicRateLimit(app),
    handler: async (request) => ({
      status: 'success' as const,
      message: 'Message sent',
      data: await service.postFromApplicant(
        app.db,
        request.params.reference,
        request.body,
        auditContextOf(request),
      ),
    }),
  });

  app.route({
    ...contractRoute(app, listMessageThreads),
    handler: async (request) => ({
      status: 'success' as const,
      data: await inbox.listThreads(app.db, request.auth?.user ?? null, request.query),
    }),
  });

  app.route({
    ...contractRoute(app, listApplicationMessages),
    handler: async (request) => ({
      status: 'success' as const,
      data: await service.listForStaff(app.db, request.auth?.user ?? null, request.params.id),
    }),
  });

  app.route({
    ...contractRoute(app, postApplicationMessage),
    handler: async (request) => ({
      status: 'success' as const,
      message: 'Reply sent',
      data: await service.postFromStaff(
        app.db,
        request.auth?.user ?? null,
        request.params.id,
        request.body,
        auditContextOf(request),
      ),
    }),
  });
};

export default messageRoutes;
