import { paymentWebhook } from '@registrar/shared-api/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { auditContextOf } from '../audit/context';
import type { ProviderRegistry } from './providers/registry';
import { handleWebhook } from './public-service';

/**
 * POST /payments/webhook/:provider. Signatures are computed over the exact bytes received, so
 * this plugin (and only it: the parser is scoped here) keeps the raw JSON text next to the
 * parsed body. A body that is not JSON is a 400; not application/json, a 415.
 */
const webhookRoutes: FastifyPluginAsyncZod<{ providers: ProviderRegistry }> = async (
  app,
  { providers },
) => {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    rawBodies.set(request, text);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400 }));
    }
  });

  app.route({
    ...contractRoute(app, paymentWebhook),
    handler: async (request) => ({
      status: 'success' as const,
      message: await handleWebhook(
        app.db,
        providers,
        request.params.provider,
        rawBodies.get(request) ?? '',
        request.headers,
        auditContextOf(request),
        request.log,
      ),
    }),
  });
};

export default webhookRoutes;
