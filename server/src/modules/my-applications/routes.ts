import {
  endMyApplicationsSession,
  listMyApplications,
  MY_APPLICATIONS_CODE_SENT,
  sendMyApplicationsCode,
  verifyMyApplicationsCode,
} from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { publicRateLimit, publicWriteLimit } from '../../lib/rate-limit';
import { auditContextOf } from '../audit/context';
import * as codes from './codes-service';
import { myApplicationsWriteLimits, sendCodeTarget, verifyCodeTarget } from './limits';
import { listMine } from './list';
import { myApplicationsMessages } from './messages';
import { endSession, requireSession, sessionTokenOf } from './session';

const myApplicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, sendMyApplicationsCode),
    ...publicRateLimit(app),
    ...publicWriteLimit(
      app,
      'my-applications:code',
      myApplicationsWriteLimits.sendCode,
      sendCodeTarget,
    ),
    handler: async (request) => ({
      status: 'success' as const,
      message: MY_APPLICATIONS_CODE_SENT,
      data: await codes.sendCode(app.db, request.body.email),
    }),
  });

  app.route({
    ...contractRoute(app, verifyMyApplicationsCode),
    ...publicRateLimit(app),
    ...publicWriteLimit(
      app,
      'my-applications:verify',
      myApplicationsWriteLimits.verifyCode,
      verifyCodeTarget,
    ),
    handler: async (request) => ({
      status: 'success' as const,
      data: await codes.verifyCode(app.db, request.body, auditContextOf(request)),
    }),
  });

  app.route({
    ...contractRoute(app, listMyApplications),
    ...publicRateLimit(app),
    handler: async (request) => ({
      status: 'success' as const,
      data: await listMine(app.db, await requireSession(app.db, sessionTokenOf(request))),
    }),
  });

  app.route({
    ...contractRoute(app, endMyApplicationsSession),
    ...publicRateLimit(app),
    handler: async (request) => {
      await endSession(app.db, sessionTokenOf(request), auditContextOf(request));
      return { status: 'success' as const, message: myApplicationsMessages.signedOut };
    },
  });
};

export default myApplicationsRoutes;
