import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { publicWriteLimit } from '../../../lib/rate-limit';
import { findCurrent as findInstitution } from '../../institution/repository';
import { paymentWriteLimits, referenceTarget } from '../limits';
import { LOCAL_SIGNATURE_HEADER, signLocalWebhook } from '../providers/hmac';
import { type LocalOutcome, localOutcomes, type LocalProvider } from '../providers/local-provider';
import {
  badOutcomePage,
  callbackPath,
  CHECKOUT_CSP,
  checkoutPage,
  notFoundPage,
} from './checkout-page';

const WEBHOOK_PATH = '/api/payments/webhook/local';
const WEBHOOK_TIMEOUT_MS = 5_000;

const html = (reply: FastifyReply, code: number, body: string) =>
  reply
    .code(code)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', CHECKOUT_CSP)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .send(body);

/**
 * Sends the signed webhook to this server's own API: over real HTTP to its listening address
 * when it listens (as a provider would), through `inject` when it does not (tests).
 */
async function deliverWebhook(app: FastifyInstance, body: string, signature: string) {
  const headers = { 'content-type': 'application/json', [LOCAL_SIGNATURE_HEADER]: signature };
  const address = app.server.address();
  if (app.server.listening && address && typeof address === 'object') {
    const host =
      address.address === '0.0.0.0' || address.address === '::'
        ? '127.0.0.1'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address;
    const response = await fetch(`http://${host}:${address.port}${WEBHOOK_PATH}`, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    return response.status;
  }
  const response = await app.inject({ method: 'POST', url: WEBHOOK_PATH, headers, payload: body });
  return response.statusCode;
}

/**
 * The local provider's checkout pages, OUTSIDE /api: GET shows the test checkout, POST records
 * the payer's outcome in the provider's own store, sends the signed webhook, then redirects
 * (303) to the portal's /callback/platinum?reference=…. Server-rendered, no script.
 */
const checkoutRoutes: FastifyPluginAsync<{ local: LocalProvider; secret: string }> = async (
  app,
  { local, secret },
) => {
  // This plugin is registered with the API modules (under /api); its pages belong at the root.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/checkout/')) {
      route.url = route.url.slice('/api'.length);
      route.path = route.url;
    }
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  const institutionName = async () => (await findInstitution(app.db))?.name ?? 'Registrar';

  app.get<{ Params: { reference: string } }>(
    '/checkout/local/:reference',
    { schema: { hide: true } },
    async (request, reply) => {
      const session = await local.findSession(request.params.reference);
      if (!session) return html(reply, 404, notFoundPage());
      return html(reply, 200, checkoutPage(session, await institutionName()));
    },
  );

  app.post<{ Params: { reference: string }; Body: Record<string, string> | undefined }>(
    '/checkout/local/:reference',
    {
      schema: { hide: true },
      ...publicWriteLimit(app, 'payments:checkout', paymentWriteLimits.checkout, referenceTarget),
    },
    async (request, reply) => {
      const outcome = request.body?.outcome as LocalOutcome | undefined;
      if (!outcome || !localOutcomes.includes(outcome)) return html(reply, 400, badOutcomePage());
      const webhook = await local.recordOutcome(request.params.reference, outcome);
      if (!webhook) return html(reply, 404, notFoundPage());
      const body = JSON.stringify(webhook);
      try {
        const status = await deliverWebhook(app, body, signLocalWebhook(secret, body, new Date()));
        request.log.info({ reference: webhook.data.reference, status }, 'local webhook delivered');
      } catch (error) {
        // The payer's return still verifies with the provider: nothing is lost.
        request.log.warn({ reason: (error as Error).message }, 'local webhook not delivered');
      }
      return reply.code(303).header('location', callbackPath(webhook.data.reference)).send();
    },
  );
};

export default checkoutRoutes;
