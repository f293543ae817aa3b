import {
  createStaffUser,
  listStaffUsers,
  setStaffUserPassword,
  updateStaffUser,
} from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataRoute, messageRoute } from '../../lib/success-route';
import * as service from './service';

const staffUserRoutes: FastifyPluginAsyncZod = async (app) => {
  dataRoute(app, listStaffUsers, (request) =>
    service.listStaffUsers(app.db, request.auth, request.query),
  );
  dataRoute(app, createStaffUser, 'Staff user created', (request, by) =>
    service.createStaffUser(app.db, request.auth, request.body, by.audit),
  );
  dataRoute(app, updateStaffUser, 'Staff user updated', (request, by) =>
    service.updateStaffUser(app.db, request.auth, request.params.id, request.body, by.audit),
  );
  messageRoute(app, setStaffUserPassword, 'Password changed', (request, by) =>
    service.setStaffUserPassword(
      app.db,
      request.auth,
      request.params.id,
      request.body.password,
      by.audit,
    ),
  );
};

export default staffUserRoutes;
