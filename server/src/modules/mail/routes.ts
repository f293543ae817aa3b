import { downloadMail, listMail, retryMail } from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { auditContextOf } from '../audit/context';
import { actorOf } from '../../lib/request-actor';
import * as service from './service';
import { attachmentDisposition } from '../../lib/uploads';

const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, listMail),
    handler: async (request) => ({
      status: 'success' as const,
      data: await service.listMail(app.db, actorOf(request), request.query),
    }),
  });

  app.route({
    ...contractRoute(app, downloadMail),
    handler: async (request, reply) => {
      const raw = await service.downloadMail(app.db, actorOf(request), request.params.id);
      return (
        reply
          .header('content-type', 'message/rfc822')
          .header('content-disposition', attachmentDisposition(`email-${request.params.id}.eml`))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          // A Buffer bypasses the JSON serializer; the contract types the body as a (binary) string.
          .send(raw as unknown as string)
      );
    },
  });

  app.route({
    ...contractRoute(app, retryMail),
    handler: async (request) => ({
      status: 'success' as const,
      message: 'Email queued again',
      data: await service.retryMail(
        app.db,
        actorOf(request),
        request.params.id,
        auditContextOf(request),
      ),
    }),
  });
};

export default mailRoutes;
