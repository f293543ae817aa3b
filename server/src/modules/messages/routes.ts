import {
  downloadMessageAttachment,
  listApplicationMessages,
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_ATTACHMENT_TOO_LARGE,
  listCertificateApplicationMessages,
  listMessageThreads,
  listTrackedMessages,
  postApplicationMessage,
  postCertificateApplicationMessage,
  postTrackedMessage,
} from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { sendPrivateFile } from '../../lib/file-reply';
import { idempotentRoute } from '../../lib/success-route';
import { publicRateLimit } from '../../lib/rate-limit';
import { auditContextOf } from '../audit/context';
import * as inbox from './inbox-service';
import * as service from './service';

const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, listTrackedMessages),
    ...publicRateLimit(app),
    handler: async (request) => {
      const thread = await service.listForApplicant(
        app.db,
        request.params.reference,
        request.query.email,
      );
      return { status: 'success' as const, data: thread.messages, kind: thread.kind };
    },
  });

  // A message may carry a file in base64: 4/3 of its bytes, and room for the words.
  idempotentRoute(
    app,
    postTrackedMessage,
    {
      config: {
        ...publicRateLimit(app).config,
        tooLargeMessage: MESSAGE_ATTACHMENT_TOO_LARGE,
      },
      bodyLimit: Math.ceil(MESSAGE_ATTACHMENT_MAX_BYTES / 3) * 4 + 64 * 1024,
      message: 'Message sent',
    },
    ({ params, body }, by, key) =>
      service.postFromApplicant(app.db, params.reference, body, by.audit, key),
  );

  app.route({
    ...contractRoute(app, downloadMessageAttachment),
    handler: async (request, reply) => {
      const file = await service.downloadAttachment(
        app.db,
        request.auth?.user ?? null,
        request.params.id,
        auditContextOf(request),
      );
      return sendPrivateFile(reply, {
        content: file.content,
        contentType: file.content_type,
        fileName: file.file_name,
        fallbackName: 'document',
      });
    },
  });

  app.route({
    ...contractRoute(app, listMessageThreads),
    handler: async (request) => ({
      status: 'success' as const,
      data: await inbox.listThreads(app.db, request.auth?.user ?? null, request.query),
    }),
  });

  // A transcript application's thread and a certificate application's: one handler
  // pair, the owner's kind from the route.
  const staffThreadRoutes = [
    ['application', listApplicationMessages, postApplicationMessage],
    [
      'certificate_application',
      listCertificateApplicationMessages,
      postCertificateApplicationMessage,
    ],
  ] as const;
  for (const [kind, list, post] of staffThreadRoutes) {
    app.route({
      ...contractRoute(app, list),
      handler: async (request) => ({
        status: 'success' as const,
        data: await service.listForStaff(app.db, request.auth?.user ?? null, {
          kind,
          id: request.params.id,
        }),
      }),
    });

    app.route({
      ...contractRoute(app, post),
      handler: async (request) => ({
        status: 'success' as const,
        message: 'Reply sent',
        data: await service.postFromStaff(
          app.db,
          request.auth?.user ?? null,
          { kind, id: request.params.id },
          request.body,
          auditContextOf(request),
        ),
      }),
    });
  }
};

export default messageRoutes;
