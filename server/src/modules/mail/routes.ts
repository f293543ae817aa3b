import { downloadMail, listMail, retryMail } from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { sendPrivateFile } from '../../lib/file-reply';
import { actorOf } from '../../lib/request-actor';
import { dataRoute, listRoute } from '../../lib/success-route';
import * as service from './service';

const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, listMail, service.listMail);
  dataRoute(app, retryMail, 'Email queued again', ({ params }, by) =>
    service.retryMail(app.db, by.actor, params.id, by.audit),
  );

  app.route({
    ...contractRoute(app, downloadMail),
    handler: async (request, reply) => {
      const raw = await service.downloadMail(app.db, actorOf(request), request.params.id);
      return sendPrivateFile(reply, {
        content: raw,
        contentType: 'message/rfc822',
        fileName: `email-${request.params.id}.eml`,
      });
    },
  });
};

export default mailRoutes;
