import type { Endpoint, TSettingsIdParams } from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { auditContextOf } from '../../modules/audit/context';
import { contractRoute } from '../contract-route';
import { actorOf } from '../request-actor';
import type { SettingsService } from './resource';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** The contract endpoints of a settings resource; `remove` is left out where rows stay. */
export interface SettingsEndpoints<Input> {
  list: Endpoint;
  create: Endpoint & { body: z.ZodType<Input> };
  update: Endpoint & { body: z.ZodType<Input>; params: z.ZodType<TSettingsIdParams> };
  remove?: Endpoint & { params: z.ZodType<TSettingsIdParams> };
}

/** The success `message` of each write (the list answers without one). */
export interface SettingsMessages {
  created: string;
  updated: string;
  /** With `endpoints.remove`. */
  deleted?: string;
}

/**
 * Registers the contract's list/create/update(/delete) routes of a settings resource: thin
 * handlers that pass the actor, body, id and audit context to `service` and wrap its answer.
 */
export function registerSettingsRoutes<Input extends object, Dto>(
  app: App,
  endpoints: SettingsEndpoints<Input>,
  service: SettingsService<Input, Dto>,
  messages: SettingsMessages,
): void {
  // The body has been validated by the endpoint's `z.ZodType<Input>`; Fastify's type for it
  // (`UndefinedToUnknown<Input>`) stays unresolved while Input is a type parameter.
  const bodyOf = (request: { body: unknown }) => request.body as Input;

  app.route({
    ...contractRoute(app, endpoints.list),
    handler: async (request) => ({
      status: 'success' as const,
      data: await service.list(app.db, actorOf(request)),
    }),
  });

  app.route({
    ...contractRoute(app, endpoints.create),
    handler: async (request) => ({
      status: 'success' as const,
      message: messages.created,
      data: await service.create(
        app.db,
        actorOf(request),
        bodyOf(request),
        auditContextOf(request),
      ),
    }),
  });

  app.route({
    ...contractRoute(app, endpoints.update),
    handler: async (request) => ({
      status: 'success' as const,
      message: messages.updated,
      data: await service.update(
        app.db,
        actorOf(request),
        request.params.id,
        bodyOf(request),
        auditContextOf(request),
      ),
    }),
  });

  const { remove } = endpoints;
  if (!remove) return;
  app.route({
    ...contractRoute(app, remove),
    handler: async (request) => ({
      status: 'success' as const,
      message: messages.deleted,
      data: await service.remove(
        app.db,
        actorOf(request),
        request.params.id,
        auditContextOf(request),
      ),
    }),
  });
}
