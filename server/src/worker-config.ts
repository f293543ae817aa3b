import type { Config } from './config';

/** How often the worker sends due mail when OUTBOX_INTERVAL_MS does not say (0 is "off" there). */
const WORKER_OUTBOX_INTERVAL_MS = 2000;
/** How often the worker reconciles payments when PAYMENT_RECONCILE_INTERVAL_MS is 0. */
const WORKER_RECONCILE_INTERVAL_MS = 60_000;

/**
 * The worker always reconciles pending payments, even when it shares the API processes'
 * environment, where PAYMENT_RECONCILE_INTERVAL_MS=0. The payments module reads that variable
 * itself (config.ts `loadPaymentConfig`), so the worker's entry sets it before the app starts.
 */
export function workerEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Number(env.PAYMENT_RECONCILE_INTERVAL_MS ?? WORKER_RECONCILE_INTERVAL_MS) > 0
    ? {}
    : { PAYMENT_RECONCILE_INTERVAL_MS: String(WORKER_RECONCILE_INTERVAL_MS) };
}

/**
 * The worker process (`npm run worker`): the outbox and the payments' reconciliation as a process of
 * their own, so API processes run with OUTBOX_INTERVAL_MS=0 and PAYMENT_RECONCILE_INTERVAL_MS=0
 * and restart without stopping mail. It listens only on loopback, on WORKER_PORT (default: any free
 * port, logged), for its health checks and metrics. It needs PostgreSQL: the embedded database
 * belongs to one process.
 */
export function workerConfig(config: Config, env: NodeJS.ProcessEnv = process.env): Config {
  if (config.database.kind !== 'postgres') {
    throw new Error(
      'npm run worker needs DATABASE_URL: the embedded database belongs to the one server process, which sends mail itself.',
    );
  }
  const port = Number(env.WORKER_PORT ?? 0);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(
      `Invalid environment:\n  WORKER_PORT: ${String(env.WORKER_PORT)} is not a port`,
    );
  }
  return {
    ...config,
    host: '127.0.0.1',
    port,
    firstPaint: false,
    documents: {
      ...config.documents,
      outboxIntervalMs: config.documents.outboxIntervalMs || WORKER_OUTBOX_INTERVAL_MS,
    },
  };
}
