import {
  checkMatricNumber,
  createGraduate,
  deleteGraduate,
  GRADUATE_IMPORT_MAX_CHARS,
  getGraduate,
  importGraduates,
  listAcademicSessions,
  listGraduates,
  updateGraduate,
} from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { publicRateLimit } from '../../lib/rate-limit';
import { actorOf } from '../../lib/request-actor';
import { byIdRoute, dataRoute, listRoute, messageRoute } from '../../lib/success-route';
import { auditContextOf } from '../audit/context';
import { maskedRecord } from '../identity/service';
import { importGraduates as runImport } from './import-service';
import * as service from './service';

/** Room for the largest CSV inside a JSON string (escaped quotes) or as a text/csv body. */
const IMPORT_BODY_LIMIT = Math.ceil(GRADUATE_IMPORT_MAX_CHARS * 1.5);

const graduateRoutes: FastifyPluginAsyncZod = async (app) => {
  // The import also takes the file itself: a text/csv body becomes { csv } before validation.
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT },
    (_request, body, done) => done(null, { csv: body }),
  );

  dataRoute(app, checkMatricNumber, publicRateLimit(app), ({ query }) =>
    maskedRecord(app.db, query.matric_number),
  );
  listRoute(app, listGraduates, service.listGraduates);
  dataRoute(app, listAcademicSessions, (_request, by) =>
    service.listAcademicSessions(app.db, by.actor),
  );
  byIdRoute(app, getGraduate, service.getGraduate);
  dataRoute(app, createGraduate, 'Graduate added', ({ body }, by) =>
    service.createGraduate(app.db, by.actor, body, by.audit),
  );
  dataRoute(app, updateGraduate, 'Graduate updated', ({ params, body }, by) =>
    service.updateGraduate(app.db, by.actor, params.id, body, by.audit),
  );
  messageRoute(app, deleteGraduate, 'Graduate deleted', ({ params }, by) =>
    service.deleteGraduate(app.db, by.actor, params.id, by.audit),
  );

  app.route({
    ...contractRoute(app, importGraduates),
    bodyLimit: IMPORT_BODY_LIMIT,
    handler: async (request) => ({
      status: 'success' as const,
      ...(await runImport(
        app.db,
        app.recordsSync.leaseMs,
        actorOf(request),
        request.body.csv,
        auditContextOf(request),
      )),
    }),
  });
};

export default graduateRoutes;
