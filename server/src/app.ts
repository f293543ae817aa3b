import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { installContractMessages } from '@registrar/shared-api/contracts';
import type { DatabaseConfig } from './config';
import { printAdminBanner } from './db/seed/banner';
import type { SeedResult } from './db/seed/seed';
import apiModules from './modules';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import errorHandler from './plugins/error-handler';
import staticPlugin from './plugins/static';
import swaggerPlugin from './plugins/swagger';
import type { RemoteUrls } from './static/remotes-json';

export interface AppOptions {
  database: DatabaseConfig;
  /** Repository root with shell/dist and the remotes' dist folders. */
  staticRoot: string;
  remotes?: RemoteUrls;
  adminEmail?: string;
  /** Receives the first account's password once; by default it is printed to stdout. */
  onAdminCreated?: (admin: NonNullable<SeedResult['admin']>) => void;
  logger?: FastifyServerOptions['logger'];
}

export const BODY_LIMIT = 1024 * 1024;

/**
 * The whole server as a Fastify instance that is not listening yet (tests drive it with
 * `inject`). Plugins load on `ready()`/`listen()`; hooks added before that see every route.
 */
export function buildApp(options: AppOptions) {
  installContractMessages();
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    // PGlite's first start (initdb into an empty data dir) can take longer than the 10 s default.
    pluginTimeout: 120_000,
    // The route table is the API's surface: /api/x/ is not /api/x.
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.register(errorHandler);
  app.register(dbPlugin, {
    database: options.database,
    adminEmail: options.adminEmail ?? 'admin@registrar.local',
    onAdminCreated: options.onAdminCreated ?? printAdminBanner,
  });
  app.register(authPlugin);
  app.register(swaggerPlugin);
  app.register(apiModules, { prefix: '/api' });
  app.register(staticPlugin, { staticRoot: options.staticRoot, remotes: options.remotes ?? {} });
  return app;
}

export type App = ReturnType<typeof buildApp>;
