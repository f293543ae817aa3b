import { sendPhoneCode, verifyPhoneCode } from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { publicRateLimit, publicWriteLimit } from '../../lib/rate-limit';
import { auditContextOf } from '../audit/context';
import { phoneWriteLimits, sendCodeTarget, verifyCodeTarget } from './limits';
import * as service from './phone-service';

/** The phone step: text a code to a number, check it. */
const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, sendPhoneCode),
    ...publicRateLimit(app),
    ...publicWriteLimit(app, 'sms:code', phoneWriteLimits.sendCode, sendCodeTarget),
    handler: async (request) => ({
      status: 'success' as const,
      message: 'We have sent a code to your phone.',
      data: await service.sendPhoneCode(app.db, request.body, auditContextOf(request)),
    }),
  });

  app.route({
    ...contractRoute(app, verifyPhoneCode),
    ...publicRateLimit(app),
    ...publicWriteLimit(app, 'sms:verify', phoneWriteLimits.verifyCode, verifyCodeTarget),
    handler: async (request) => ({
      status: 'success' as const,
      message: 'Your mobile number is verified.',
      data: await service.verifyPhoneCode(app.db, request.body, auditContextOf(request)),
    }),
  });
};

export default smsRoutes;
