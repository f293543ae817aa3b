import {
  decideIdentityCheck,
  IDENTITY_CHECK_REQUESTED,
  listIdentityChecks,
  requestIdentityCheck,
  sendIdentityCode,
  verifyIdentityCode,
} from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { publicRateLimit, publicWriteLimit } from '../../lib/rate-limit';
import { auditContextOf } from '../audit/context';
import { actorOf } from '../../lib/request-actor';
import * as checks from './checks-service';
import {
  identityWriteLimits,
  requestCheckTarget,
  sendCodeTarget,
  verifyCodeTarget,
} from './limits';
import * as service from './service';

const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, sendIdentityCode),
    ...publicRateLimit(app),
    ...publicWriteLimit(app, 'identity:code', identityWriteLimits.sendCode, sendCodeTarget),
    handler: async (request) => ({
      status: 'success' as const,
      message: 'We have sent you a code.',
      data: await service.sendCode(app.db, request.body.matric_number, auditContextOf(request)),
    }),
  });

  app.route({
    ...contractRoute(app, verifyIdentityCode),
    ...publicRateLimit(app),
    ...publicWriteLimit(app, 'identity:verify', identityWriteLimits.verifyCode, verifyCodeTarget),
    handler: async (request) => ({
      status: 'success' as const,
      data: await service.verifyCode(app.db, request.body, auditContextOf(request)),
    }),
  });

  app.route({
    ...contractRoute(app, requestIdentityCheck),
    ...publicRateLimit(app),
    ...publicWriteLimit(
      app,
      'identity:check',
      identityWriteLimits.requestCheck,
      requestCheckTarget,
    ),
    handler: async (request) => {
      await checks.requestCheck(app.db, request.body, auditContextOf(request));
      return { status: 'success' as const, message: IDENTITY_CHECK_REQUESTED };
    },
  });

  app.route({
    ...contractRoute(app, listIdentityChecks),
    handler: async (request) => ({
      status: 'success' as const,
      data: await checks.listChecks(app.db, actorOf(request), request.query),
    }),
  });

  app.route({
    ...contractRoute(app, decideIdentityCheck),
    handler: async (request) => ({
      status: 'success' as const,
      message: request.body.decision === 'clear' ? 'Identity cleared' : 'Identity check refused',
      data: await checks.decideCheck(
        app.db,
        actorOf(request),
        request.params.id,
        request.body,
        auditContextOf(request),
      ),
    }),
  });
};

export default identityRoutes;
