import {
  SEND_PDF_BODY,
  VERIFY_PDF_MAX_BYTES,
  VERIFY_RATE_LIMITED,
  verifyCredential,
  verifyDocument,
  verifyPdf,
} from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { verifyCredential as checkCredential } from '../credentials/verify';
import * as service from './service';

const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { max, windowMs } = app.documentsOptions.verifyRateLimit ?? { max: 30, windowMs: 60_000 };
  // Counted onRequest by plugins/rate-limit.ts (in Redis when REDIS_URL is set, so every
  // instance shares the count), whatever the answer would have been.
  const rateLimit = {
    max,
    timeWindow: windowMs,
    errorResponseBuilder: () => ({ statusCode: 429, message: VERIFY_RATE_LIMITED }),
  };

  app.route({
    ...contractRoute(app, verifyDocument),
    // Stricter than the other public endpoints: codes must not be guessable by brute force.
    config: { rateLimit },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        status: 'success' as const,
        data: await service.verifyDocument(app.db, request.params.code),
      };
    },
  });

  // The body is the PDF itself, kept as a Buffer.
  app.addContentTypeParser(
    'application/pdf',
    { parseAs: 'buffer', bodyLimit: VERIFY_PDF_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.route({
    ...contractRoute(app, verifyPdf),
    bodyLimit: VERIFY_PDF_MAX_BYTES,
    // Under the same limit as codes: each check reads a file of up to 10 MiB.
    config: {
      rateLimit,
      tooLargeMessage: 'The file must be at most 10 MB',
      unsupportedTypeMessage: SEND_PDF_BODY,
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        status: 'success' as const,
        data: await service.verifyPdf(app.db, request.body),
      };
    },
  });

  app.route({
    ...contractRoute(app, verifyCredential),
    config: { rateLimit },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        status: 'success' as const,
        data: await checkCredential(
          app.db,
          app.documentsOptions.publicUrl,
          request.body.credential,
        ),
      };
    },
  });
};

export default verificationRoutes;
