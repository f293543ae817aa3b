import type { FastifyPluginAsync } from 'fastify';
import { loadPaymentConfig } from '../config';
import { cancelExpiredHolds } from './applications/hold-expiry';
import checkoutRoutes from './payments/checkout/checkout-routes';
import { buildProviders } from './payments/providers/registry';
import { reconcilePayments, startReconciler } from './payments/reconcile';
import paymentRoutes from './payments/routes';
import webhookRoutes from './payments/webhook-routes';
import standalonePaymentRoutes from './standalone-payments/routes';

/**
 * Registers the payments modules (under /api; the local checkout pages strip that prefix), the
 * reconciliation job and the cancelling of holds past their time (which refunds through the
 * provider); both run only while the server listens (tests drive them directly).
 * Configuration comes from the environment (config.ts `loadPaymentConfig`).
 */
const registerPayments: FastifyPluginAsync = async (app) => {
  const config = loadPaymentConfig();
  const providers = buildProviders(app.db, config);
  app.log.info({ provider: providers.active.name }, 'payments provider');
  await app.register(paymentRoutes, { providers });
  await app.register(webhookRoutes, { providers });
  await app.register(standalonePaymentRoutes);
  if (providers.local)
    await app.register(checkoutRoutes, {
      local: providers.local.provider,
      secret: providers.local.secret,
    });

  const stops: (() => Promise<void>)[] = [];
  if (config.reconcileIntervalMs > 0) {
    app.addHook('onListen', async () => {
      stops.push(
        startReconciler(
          () => reconcilePayments(app.db, providers, app.log),
          config.reconcileIntervalMs,
          (error) => app.log.warn({ err: error }, 'payment reconciliation pass failed'),
        ),
        // Holds nobody resolved in time are cancelled and refunded on the same beat.
        startReconciler(
          () => cancelExpiredHolds(app.db, providers, app.log),
          config.reconcileIntervalMs,
          (error) => app.log.warn({ err: error }, 'expired holds pass failed'),
        ),
      );
    });
  }
  app.addHook('onClose', async () => {
    await Promise.all(stops.map((stop) => stop()));
  });
};

export default registerPayments;
