import fp from 'fastify-plugin';
import { endpoints } from '@registrar/shared-api/contracts';
import { IDEMPOTENT_HANDLER } from './handler';
import { deleteExpired } from './repository';

/** `POST /api/applications`: every route whose contract is idempotent. */
const idempotentRoutes = new Set<string>(
  Object.values(endpoints)
    .filter((endpoint) => 'idempotent' in endpoint && endpoint.idempotent)
    .map((endpoint) => `${endpoint.method} /api${endpoint.path}`),
);

export interface IdempotencyOptions {
  /** How often this process deletes expired keys; 0 = never (another process does). */
  sweepIntervalMs: number;
}

/**
 * Every route whose contract is idempotent must be served by idempotentHandler: a route that
 * forgot would take the header and silently write twice, so the server refuses to start. The
 * process that runs the background jobs also deletes the expired keys.
 */
export default fp<IdempotencyOptions>(
  async (app, options) => {
    app.addHook('onRoute', (route) => {
      const handler = route.handler as unknown as Record<symbol, unknown>;
      if (
        idempotentRoutes.has(`${String(route.method)} ${route.url}`) &&
        !handler[IDEMPOTENT_HANDLER]
      )
        throw new Error(
          `${route.method} ${route.url}: an idempotent endpoint needs idempotentHandler`,
        );
    });
    let timer: NodeJS.Timeout | undefined;
    const sweep = async () => {
      try {
        const deleted = await deleteExpired(app.db);
        if (deleted > 0) app.log.info({ deleted }, 'expired idempotency keys deleted');
      } catch (error) {
        app.log.warn({ err: error }, 'expired idempotency keys could not be deleted');
      }
    };
    app.addHook('onReady', async () => {
      if (options.sweepIntervalMs > 0)
        timer = setInterval(() => void sweep(), options.sweepIntervalMs);
      timer?.unref();
    });
    app.addHook('preClose', async () => clearInterval(timer));
  },
  { name: 'idempotency', dependencies: ['db'] },
);
