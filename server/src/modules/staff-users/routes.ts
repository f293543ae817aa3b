import {
  createStaffUser,
  listStaffUsers,
  setStaffUserPassword,
  updateStaffUser,
} from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { auditContextOf } from '../audit/context';
import * as service from './service';

const staffUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, listStaffUsers),
    handler: async (request) => ({
      status: 'success' as const,
      data: await service.listStaffUsers(app.db, request.auth, request.query),
    }),
  });

  app.route({
    ...contractRoute(app, createStaffUser),
    handler: async (request) => ({
      status: 'success' as const,
      message: 'Staff user created',
      data: await service.createStaffUser(
        app.db,
        request.auth,
        request.body,
        auditContextOf(request),
      ),
    }),
  });

  app.route({
    ...contractRoute(app, updateStaffUser),
    handler: async (request) => ({
      status: 'success' as const,
      message: 'Staff user updated',
      data: await service.updateStaffUser(
        app.db,
        request.auth,
        request.params.id,
        request.body,
        auditContextOf(request),
      ),
    }),
  });

  app.route({
    ...contractRoute(app, setStaffUserPassword),
    handler: async (request) => {
      await service.setStaffUserPassword(
        app.db,
        request.auth,
        request.params.id,
        request.body.password,
        auditContextOf(request),
      );
      return { status: 'success' as const, message: 'Password changed' };
    },
  });
};

export default staffUserRoutes;
