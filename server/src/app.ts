import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { installContractMessages } from '@registrar/shared-api/contracts';
import { responseSerializerCompiler } from './lib/response-serializer';
import { AccessLogController } from './lib/log-options';
import { requestIdOf } from './lib/request-id';
import { type DatabaseConfig, DEFAULT_ADMIN_EMAIL, loadPaymentConfig } from './config';
import type { TPaymentsMode } from '@registrar/shared-api/contracts';
import { printAdminBanner } from './seed/banner';
import type { SeedResult } from './seed/seed';
import apiModules from './modules';
import outboxPlugin, {
  defaultDocumentsOptions,
  type DocumentsOptions,
} from './modules/outbox/plugin';
import type { TotpKeyOptions } from './modules/auth/totp-crypto';
import signingPlugin from './modules/signing/plugin';
import metricsPlugin, { type MetricsOptions } from './modules/metrics/plugin';
import idempotencyPlugin from './modules/idempotency/plugin';
import recordsSyncPlugin from './modules/records-sync/plugin';
import type { RecordsSourceOptions } from './modules/records-sync/sources/types';
import type { SigningKeyOptions } from './modules/signing/identity';
import authPlugin from './plugins/auth';
import corsPlugin from './plugins/cors';
import dbPlugin from './plugins/db';
import errorHandler, { clientErrorHandler } from './plugins/error-handler';
import rateLimitPlugin, { type RateLimitPluginOptions } from './plugins/rate-limit';
import securityHeaders from './plugins/security-headers';
import { didRoutes } from './modules/credentials/routes';
import staticPlugin from './plugins/static';
import { getInstitution } from './modules/institution/service';
import { createFirstPaint, type FirstPaintTuning } from './ssr/first-paint';
import swaggerPlugin from './plugins/swagger';
import { HOSTED_PORTAL_MANIFEST, type RemoteUrls } from './static/remotes-json';

export interface AppOptions {
  database: DatabaseConfig;
  /** Repository root with shell/dist and the remotes' dist folders. */
  staticRoot: string;
  remotes?: RemoteUrls;
  adminEmail?: string;
  /** Receives the first account's password once; by default it is printed to stdout. */
  onAdminCreated?: (admin: NonNullable<SeedResult['admin']>) => void;
  logger?: FastifyServerOptions['logger'];
  /** Outbox worker, mail transport and public links; default: no worker, no files. */
  documents?: DocumentsOptions;
  /** Proxy trust, CORS allowlist, HSTS and rate limits (docs/security.md); defaults are safe. */
  security?: AppSecurityOptions;
  /** The key issued PDFs are signed with; unset: a development key made at the first signature. */
  signing?: SigningKeyOptions;
  /**
   * Server-rendered first paint of public pages (server/src/ssr, FIRST_PAINT): on by default,
   * false for off, or its tuning (tests).
   */
  firstPaint?: boolean | FirstPaintTuning;
  /**
   * Check every answer against its contract with zod as well as serializing it (tests, development;
   * RESPONSE_CHECK): default true. The server started from the environment runs without it.
   */
  checkResponses?: boolean;
  /** Prometheus metrics on a private port (METRICS_PORT, METRICS_HOST); default: not served. */
  metrics?: MetricsOptions;
  /**
   * How the records source is reached (RECORDS_SOURCE_TOKEN, RECORDS_SOURCE_TOKEN_FILE,
   * RECORDS_DROP_DIR) and, for tests, the sync's timing.
   */
  recordsSource?: RecordsSourceOptions & { leaseMs?: number; tickMs?: number };
}

export interface AppSecurityOptions extends RateLimitPluginOptions {
  /** Fastify's trustProxy (TRUST_PROXY): whose X-Forwarded-For sets request.ip. */
  trustProxy?: boolean | number | string[];
  /** Origins allowed to call the API from a browser (CORS_ORIGINS). */
  corsOrigins?: string[];
  /** Strict-Transport-Security max-age in seconds; 0 = none. */
  hstsMaxAge?: number;
  /** REQUIRE_TOTP_FOR_ADMINS: administrators must enrol in TOTP before anything else. */
  requireTotpForAdmins?: boolean;
  /** Key of the TOTP secrets at rest (TOTP_ENCRYPTION_KEY, else a key file under DATA_DIR). */
  totpKey?: TotpKeyOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** How this server takes payments (config.ts): the public pages say so when 'sandbox'. */
    paymentsMode: TPaymentsMode;
    /**
     * Set when the process has been asked to stop: /api/health/ready answers 503 so the proxy
     * sends no more, and each answer closes its connection; requests still arrive and are served.
     */
    lifecycle: { isDraining: boolean };
  }
}

export const BODY_LIMIT = 1024 * 1024;

/** Whether TRUST_PROXY names any proxy (false, 0 and an empty list name none). */
const isBehindProxy = (value: AppSecurityOptions['trustProxy']) =>
  Array.isArray(value) ? value.length > 0 : Boolean(value);

/** A hop count as the function Fastify runs for it (its types leave out the number form). */
const trustProxyOption = (value: AppSecurityOptions['trustProxy']) =>
  typeof value === 'number' ? (_address: string, hop: number) => hop < value : (value ?? false);

/**
 * The whole server as a Fastify instance that is not listening yet (tests drive it with
 * `inject`). Plugins load on `ready()`/`listen()`; hooks added before that see every route.
 */
export function buildApp(options: AppOptions) {
  installContractMessages();
  const app = Fastify({
    logger: options.logger ?? false,
    // One access-log line per request (lib/log-options.ts).
    logController: new AccessLogController(),
    genReqId: requestIdOf(isBehindProxy(options.security?.trustProxy)),
    bodyLimit: BODY_LIMIT,
    // PGlite's first start (initdb into an empty data dir) can take longer than the 10 s default.
    pluginTimeout: 120_000,
    // The route table is the API's surface: /api/x/ is not /api/x.
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    trustProxy: trustProxyOption(options.security?.trustProxy),
    // Errors raised before routing (a malformed %-escape in the path) leave in the error shape too.
    // A path segment longer than any route takes (maxParamLength) names nothing: a 404.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply)
        .code(error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 404 : (error.statusCode ?? 400))
        .send({
          status: 'error',
          message:
            error.code === 'FST_ERR_MAX_PARAM_LENGTH'
              ? 'Not found.'
              : 'The request URL is malformed.',
        });
    },
    // Refused by Node's HTTP parser (headers too large, a timeout): the same error shape.
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: options.checkResponses ?? true }));

  app.decorate('paymentsMode', loadPaymentConfig().mode);
  app.decorate('lifecycle', { isDraining: false });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // A keep-alive connection would bring the client back to a process that is stopping.
    if (app.lifecycle.isDraining) reply.header('connection', 'close');
  });
  app.register(errorHandler);
  const security = options.security ?? {};
  app.register(securityHeaders, {
    remotes: options.remotes ?? {},
    staticRoot: options.staticRoot,
    ...(security.hstsMaxAge === undefined ? {} : { hstsMaxAge: security.hstsMaxAge }),
  });
  app.register(rateLimitPlugin, security);
  app.register(dbPlugin, {
    database: options.database,
    adminEmail: options.adminEmail ?? DEFAULT_ADMIN_EMAIL,
    onAdminCreated: options.onAdminCreated ?? printAdminBanner,
  });
  app.register(authPlugin, {
    requireTotpForAdmins: security.requireTotpForAdmins ?? false,
    ...(security.totpKey ? { totpKey: security.totpKey } : {}),
  });
  app.register(signingPlugin, options.signing ?? {});
  app.register(metricsPlugin, options.metrics ?? {});
  app.register(outboxPlugin, options.documents ?? defaultDocumentsOptions);
  // The process that sends mail (the worker, or a single server) also deletes expired keys.
  app.register(idempotencyPlugin, {
    sweepIntervalMs: (options.documents?.outboxIntervalMs ?? 0) > 0 ? 60 * 60_000 : 0,
  });
  // The process that sends mail also starts the scheduled syncs and resumes interrupted ones.
  const { leaseMs, tickMs, ...recordsSource } = options.recordsSource ?? {};
  app.register(recordsSyncPlugin, {
    source: recordsSource,
    tickMs: tickMs ?? ((options.documents?.outboxIntervalMs ?? 0) > 0 ? 60_000 : 0),
    ...(leaseMs === undefined ? {} : { leaseMs }),
  });
  app.register(swaggerPlugin);
  // CORS only in the API's scope: the static files answer their own (plugins/static.ts).
  app.register(
    async (api) => {
      await api.register(corsPlugin, { origins: security.corsOrigins ?? [] });
      await api.register(apiModules);
    },
    { prefix: '/api' },
  );
  app.register(didRoutes);
  // The portal is rendered on the server only when this server hosts it: a portal deployed
  // elsewhere may be another version than the server build here.
  const portalUrl = options.remotes?.applicantPortalUrl;
  const isPortalHostedHere = !portalUrl || portalUrl === HOSTED_PORTAL_MANIFEST;
  app.register(staticPlugin, {
    staticRoot: options.staticRoot,
    remotes: options.remotes ?? {},
    ...(options.firstPaint !== false && isPortalHostedHere
      ? {
          firstPaint: {
            renderer: createFirstPaint({
              ...(typeof options.firstPaint === 'object' ? options.firstPaint : {}),
              staticRoot: options.staticRoot,
              log: app.log,
              securityHeadersFor: (html) => app.documentSecurityHeaders(html),
            }),
            institution: () => getInstitution(app.db, app.paymentsMode),
          },
        }
      : {}),
  });
  return app;
}

export type App = ReturnType<typeof buildApp>;
