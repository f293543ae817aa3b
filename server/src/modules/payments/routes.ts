import {
  downloadPaymentReceipt,
  exportPayments,
  getPayment,
  getPaymentDetail,
  initializePayment,
  listApplicationPayments,
  listCertificateApplicationPayments,
  listPayments,
  refundPayment,
  reverifyPayment,
  verifyPayment,
} from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { idempotentRoute } from '../../lib/success-route';
import { requestOrigin } from '../../lib/public-origin';
import { publicRateLimit, publicWriteLimit } from '../../lib/rate-limit';
import { auditContextOf } from '../audit/context';
import * as initialize from './initialize-service';
import { initializeTarget, paymentWriteLimits, referenceTarget } from './limits';
import type { ProviderRegistry } from './providers/registry';
import * as publicService from './public-service';
import { listRequestPayments } from './request-payments';
import * as staff from './staff-service';
import { attachmentDisposition } from '../../lib/uploads';
import { INSTITUTION_TIME_ZONE } from '@registrar/shared-api/contracts';

/** Today in the institution's time zone, for file names. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: INSTITUTION_TIME_ZONE.id }).format(new Date());

/** The payments API (under /api); the webhook and the local checkout have their own plugins. */
const paymentRoutes: FastifyPluginAsyncZod<{ providers: ProviderRegistry }> = async (
  app,
  { providers },
) => {
  const actorOf = (request: { auth: { user: Parameters<typeof staff.listPayments>[1] } | null }) =>
    request.auth?.user ?? null;

  idempotentRoute(
    app,
    initializePayment,
    publicWriteLimit(app, 'payments:initialize', paymentWriteLimits.initialize, initializeTarget),
    (request, by, key) =>
      initialize.initializePayment(
        app.db,
        providers,
        request.body,
        by.audit,
        request.log,
        requestOrigin(request, app.documentsOptions.publicUrl),
        key,
      ),
    (stored) => initialize.answerRetry(app.db, stored),
  );

  app.route({
    ...contractRoute(app, getPayment),
    ...publicRateLimit(app),
    handler: async (request) => ({
      status: 'success' as const,
      data: await publicService.getPayment(app.db, request.params.reference, request.query.email),
    }),
  });

  app.route({
    ...contractRoute(app, verifyPayment),
    ...publicWriteLimit(app, 'payments:verify', paymentWriteLimits.verify, referenceTarget),
    handler: async (request) => ({
      status: 'success' as const,
      data: await publicService.verifyPayment(
        app.db,
        providers,
        request.params.reference,
        request.query.email,
        auditContextOf(request),
        request.log,
      ),
    }),
  });

  app.route({
    ...contractRoute(app, downloadPaymentReceipt),
    ...publicRateLimit(app),
    handler: async (request, reply) => {
      const pdf = await publicService.getReceipt(
        app.db,
        request.params.reference,
        request.query.email,
        app.signer,
      );
      const name = request.params.reference.replace(/[^A-Za-z0-9-]/g, '');
      return (
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', attachmentDisposition(`receipt-${name}.pdf`))
          .header('cache-control', 'no-store')
          // A Buffer is sent as-is (Fastify does not serialise it); the contract documents binary.
          .send(pdf as unknown as string)
      );
    },
  });

  app.route({
    ...contractRoute(app, listPayments),
    handler: async (request) => ({
      status: 'success' as const,
      data: await staff.listPayments(app.db, actorOf(request), request.query),
    }),
  });

  app.route({
    ...contractRoute(app, exportPayments),
    handler: async (request, reply) => {
      const csv = await staff.exportPayments(app.db, actorOf(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(`payments-${today()}.csv`))
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });

  app.route({
    ...contractRoute(app, getPaymentDetail),
    handler: async (request) => ({
      status: 'success' as const,
      data: await staff.getPaymentDetail(app.db, actorOf(request), request.params.id),
    }),
  });

  app.route({
    ...contractRoute(app, reverifyPayment),
    handler: async (request) => ({
      status: 'success' as const,
      data: await staff.reverifyPayment(
        app.db,
        providers,
        actorOf(request),
        request.params.id,
        auditContextOf(request),
      ),
    }),
  });

  idempotentRoute(
    app,
    refundPayment,
    { message: 'Refund asked of the payment provider.' },
    (request, caller, key) =>
      staff.refundPayment(
        app.db,
        providers,
        caller.actor,
        request.params.id,
        request.body,
        caller.audit,
        app.log,
        key,
      ),
    (stored) => staff.paymentDetail(app.db, (stored as { payment_id: number }).payment_id),
  );

  // The payments of one application, for its page: registry officers read these, not /payments.
  app.route({
    ...contractRoute(app, listApplicationPayments),
    handler: async (request) => ({
      status: 'success' as const,
      data: await listRequestPayments(app.db, actorOf(request), 'application', request.params.id),
    }),
  });

  app.route({
    ...contractRoute(app, listCertificateApplicationPayments),
    handler: async (request) => ({
      status: 'success' as const,
      data: await listRequestPayments(
        app.db,
        actorOf(request),
        'certificate_application',
        request.params.id,
      ),
    }),
  });
};

export default paymentRoutes;
