import { buildApp } from './app';
import { type Config, startWarnings } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { bufferedLogDestination } from './lib/log-destination';
import { productionLoggerOptions } from './lib/log-options';

const SHUTDOWN_TIMEOUT_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a server process from its configuration: listens on `config.host:config.port`, and shuts
 * down cleanly on SIGTERM/SIGINT. The API process (server.ts) and the worker (worker.ts) are this
 * with different configurations.
 */
export async function serve(config: Config): Promise<void> {
  const app = buildApp({
    database: config.database,
    staticRoot: config.staticRoot,
    remotes: config.remotes,
    adminEmail: config.adminEmail,
    documents: config.documents,
    signing: config.signing,
    security: {
      ...config.security,
      publicRateLimit: { max: config.security.publicRateLimitMax, windowMs: 60_000 },
    },
    logger: { ...productionLoggerOptions(config.logLevel), stream: bufferedLogDestination() },
    firstPaint: config.firstPaint,
    checkResponses: config.checkResponses,
    metrics: config.metrics,
    recordsSource: config.recordsSource,
  });

  for (const warning of startWarnings(config)) app.log.warn(warning);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
    } else {
      app.log.fatal({ err: error }, 'could not start');
    }
    await app.close().catch(() => undefined);
    process.exit(1);
  }

  let isClosing = false;
  /**
   * Drain, then close: /api/health/ready turns 503 and answers close their connections for
   * SHUTDOWN_DRAIN_MS, so the proxy stops sending here while everything sent is still served;
   * then Fastify stops listening, finishes the requests in flight, and the plugins stop their
   * jobs and close the database.
   */
  const shutdown = (signal: NodeJS.Signals) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'draining before shutdown');
    app.lifecycle.isDraining = true;
    // A request that never finishes must not keep the process (and the data-dir lock) forever.
    setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, config.shutdownDrainMs + SHUTDOWN_TIMEOUT_MS).unref();
    sleep(config.shutdownDrainMs)
      .then(() => {
        app.log.info('shutting down');
        return app.close();
      })
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
