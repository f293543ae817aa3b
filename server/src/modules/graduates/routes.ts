import {
  checkMatricNumber,
  createGraduate,
  deleteGraduate,
  getGraduate,
  importGraduates,
  listGraduates,
  updateGraduate,
} from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { publicRateLimit } from '../../lib/rate-limit';
import { auditContextOf } from '../audit/context';
import { maskedRecord } from '../identity/service';
import { importGraduates as runImport } from './import-service';
import { actorOf } from '../../lib/request-actor';
import * as service from './service';

/** Room for a 2 MiB CSV inside a JSON string (escaped quotes) or as a text/csv body. */
const IMPORT_BODY_LIMIT = 3 * 1024 * 1024;

const graduateRoutes: FastifyPluginAsyncZod = async (app) => {
  // The import also takes the file itself: a text/csv body becomes { csv } before validation.
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT },
    (_request, body, done) => done(null, { csv: body }),
  );

  app.route({
    ...contractRoute(app, checkMatricNumber),
    ...publicRateLimit(app),
    handler: async (request) => ({
      status: 'success' as const,
      data: await maskedRecord(app.db, request.query.matric_number),
    }),
  });

  app.route({
    ...contractRoute(app, listGraduates),
    handler: async (request) => ({
      status: 'success' as const,
      data: await service.listGraduates(app.db, actorOf(request), request.query),
    }),
  });

  app.route({
    ...contractRoute(app, getGraduate),
    handler: async (request) => ({
      status: 'success' as const,
      data: await service.getGraduate(app.db, actorOf(request), request.params.id),
    }),
  });

  app.route({
    ...contractRoute(app, createGraduate),
    handler: async (request) => ({
      status: 'success' as const,
      message: 'Graduate added',
      data: await service.createGraduate(
        app.db,
        actorOf(request),
        request.body,
        auditContextOf(request),
      ),
    }),
  });

  app.route({
    ...contractRoute(app, updateGraduate),
    handler: async (request) => ({
      status: 'success' as const,
      message: 'Graduate updated',
      data: await service.updateGraduate(
        app.db,
        actorOf(request),
        request.params.id,
        request.body,
        auditContextOf(request),
      ),
    }),
  });

  app.route({
    ...contractRoute(app, deleteGraduate),
    handler: async (request) => {
      await service.deleteGraduate(
        app.db,
        actorOf(request),
        request.params.id,
        auditContextOf(request),
      );
      return { status: 'success' as const, message: 'Graduate deleted' };
    },
  });

  app.route({
    ...contractRoute(app, importGraduates),
    bodyLimit: IMPORT_BODY_LIMIT,
    handler: async (request) => ({
      status: 'success' as const,
      ...(await runImport(app.db, actorOf(request), request.body.csv, auditContextOf(request))),
    }),
  });
};

export default graduateRoutes;
