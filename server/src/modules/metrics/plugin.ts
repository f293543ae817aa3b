import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../../db/schema';
import { readOperationalFigures } from './figures';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's Prometheus metrics (prom-client), served on the private metrics port. */
    metrics: Registry;
    /** Where the metrics listen (METRICS_PORT), once started; undefined when they do not. */
    metricsAddress: () => AddressInfo | undefined;
  }
}

export interface MetricsOptions {
  /** METRICS_PORT: serve GET /metrics on this port of `host` (0: any free port); unset: none. */
  port?: number;
  /** METRICS_HOST: the interface, loopback by default (a scraper on the same host or tunnel). */
  host?: string;
}

/**
 * Prometheus metrics of this process, on a port of their own (never the public one):
 * - `http_request_duration_seconds{method,route,status_code}`: every answer, by route pattern
 *   (never the raw URL, which may hold a link token);
 * - from the database at each scrape, so every process reports the same figures: the outbox's due
 *   depth and the age of its oldest due message, payments by status over the last 24 hours and
 *   pending overall, and sign-ins refused by the login throttle in the last hour.
 * prom-client's process and Node.js metrics are included when the port is set.
 */
export default fp<MetricsOptions>(
  async (app, options) => {
    const registry = new Registry();
    registry.setDefaultLabels({ service: 'registrar' });
    // The process's own figures (CPU, memory, event-loop delay) only where they are served: the
    // event-loop monitor runs for as long as the process does.
    if (options.port !== undefined) collectDefaultMetrics({ register: registry });

    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      duration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });
    registerDatabaseGauges(registry, () => app.db);

    app.decorate('metrics', registry);
    let server: Server | undefined;
    app.decorate('metricsAddress', () => server?.address() as AddressInfo | undefined);
    if (options.port === undefined) return;
    const { port, host = '127.0.0.1' } = options;
    app.addHook('onReady', async () => {
      server = createServer((request, response) => {
        if (request.method !== 'GET' || request.url !== '/metrics') {
          response.writeHead(404).end();
          return;
        }
        registry.metrics().then(
          (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
          (error: unknown) => {
            app.log.error({ err: error }, 'metrics could not be collected');
            response.writeHead(500).end();
          },
        );
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, host, resolve);
      });
      app.log.info({ metrics: server.address() }, 'metrics listening');
    });
    app.addHook('onClose', async () => {
      if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);

function registerDatabaseGauges(registry: Registry, db: () => Db): void {
  // One read per scrape, shared by the gauges below (each gauge's collect asks for it).
  let pending: Promise<Awaited<ReturnType<typeof readOperationalFigures>>> | undefined;
  const figures = () => {
    pending ??= readOperationalFigures(db()).finally(() => {
      setImmediate(() => (pending = undefined));
    });
    return pending;
  };
  new Gauge({
    name: 'registrar_outbox_due',
    help: 'Messages due to be sent (pending or being sent) now',
    registers: [registry],
    async collect() {
      this.set((await figures()).outboxDue);
    },
  });
  new Gauge({
    name: 'registrar_outbox_oldest_due_age_seconds',
    help: 'How long the oldest due message has waited (0: none waits)',
    registers: [registry],
    async collect() {
      this.set((await figures()).outboxOldestDueAgeSeconds);
    },
  });
  new Gauge({
    name: 'registrar_payments_last_24h',
    help: 'Payments started in the last 24 hours, by status',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      for (const [status, count] of Object.entries((await figures()).paymentsLast24h)) {
        this.set({ status }, count);
      }
    },
  });
  new Gauge({
    name: 'registrar_payments_pending',
    help: 'Payments waiting for the provider to settle them, whenever started',
    registers: [registry],
    async collect() {
      this.set((await figures()).paymentsPending);
    },
  });
  new Gauge({
    name: 'registrar_login_throttled_last_hour',
    help: 'Sign-ins refused by the login throttle in the last hour',
    registers: [registry],
    async collect() {
      this.set((await figures()).loginThrottledLastHour);
    },
  });
}
