import type { Endpoint, TSettingsIdParams } from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { dataRoute } from '../success-route';
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

  dataRoute(app, endpoints.list, (_request, by) => service.list(app.db, by.actor));
  dataRoute(app, endpoints.create, messages.created, (request, by) =>
    service.create(app.db, by.actor, bodyOf(request), by.audit),
  );
  dataRoute(app, endpoints.update, messages.updated, (request, by) =>
    service.update(app.db, by.actor, request.params.id, bodyOf(request), by.audit),
  );
  const { remove } = endpoints;
  if (!remove) return;
  dataRoute(app, remove, { message: messages.deleted }, (request, by) =>
    service.remove(app.db, by.actor, request.params.id, by.audit),
  );
}

/** A settings module's whole routes plugin: its resource's list/create/update(/delete). */
export const settingsRoutes =
  <Input extends object, Dto>(
    endpoints: SettingsEndpoints<Input>,
    service: SettingsService<Input, Dto>,
    messages: SettingsMessages,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    registerSettingsRoutes(app, endpoints, service, messages);
  };
