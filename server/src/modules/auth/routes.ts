import { getAuthUser, login, logout } from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { unauthenticated } from '../../lib/http-errors';
import { auditContextOf } from '../audit/context';
import * as service from './service';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, login),
    handler: async (request, reply) => {
      try {
        const data = await service.login(
          app.db,
          request.body,
          auditContextOf(request),
          app.loginThrottle,
        );
        return { status: 'success' as const, message: 'Login successful', data };
      } catch (error) {
        if (error instanceof service.LoginThrottledError) {
          reply.header('Retry-After', String(error.retryAfterSeconds));
        }
        throw error;
      }
    },
  });

  app.route({
    ...contractRoute(app, getAuthUser),
    handler: async (request) => {
      if (!request.auth) throw unauthenticated();
      return { status: 'success' as const, data: request.auth.user };
    },
  });

  app.route({
    ...contractRoute(app, logout),
    handler: async (request) => {
      if (!request.auth) throw unauthenticated();
      await service.logout(app.db, request.auth, auditContextOf(request));
      return { status: 'success' as const, message: 'Logged out successfully.' };
    },
  });
};

export default authRoutes;
