import type { Endpoint } from '@registrar/shared-api/contracts';
import type { FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { auditContextOf } from '../modules/audit/context';
import { type IdempotencyKey, idempotentHandler } from '../modules/idempotency/handler';
import { contractRoute } from './contract-route';
import { actorOf } from './request-actor';

type App = Parameters<FastifyPluginAsyncZod>[0];
type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

/** A request as the endpoint's schemas parsed it. */
export type ContractRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

/** Who asks: the signed-in staff user (null on a public endpoint) and what the audit log records. */
export interface Caller {
  actor: ReturnType<typeof actorOf>;
  audit: ReturnType<typeof auditContextOf>;
}

/** What stands in `data` of the endpoint's success envelope. */
type DataOf<E extends Endpoint> = z.input<E['response']> extends { data: infer D } ? D : unknown;

type Run<E extends Endpoint, T> = (request: ContractRequest<E>, caller: Caller) => Promise<T>;

/** What else a route may set: the success `message`, a rate limit's `config`, a body limit. */
export interface SuccessRouteOptions extends Pick<RouteShorthandOptions, 'config' | 'bodyLimit'> {
  message?: string;
}

/**
 * Fastify cannot resolve the request and answer types of a schema that is still a type parameter;
 * the helpers type them from `E` themselves (`ContractRequest<E>`, `DataOf<E>`) and register the
 * route with the endpoint seen as any endpoint. Validation and serialisation are the same.
 */
const untyped = (endpoint: Endpoint): Endpoint => endpoint;

/** The success envelope every JSON endpoint shares: `{ status: 'success', message?, data }`. */
const successOf =
  <D>(message: string | undefined) =>
  (data: D) => ({
    status: 'success' as const,
    ...(message === undefined ? {} : { message }),
    data,
  });

const callerOf = (request: FastifyRequest): Caller => ({
  actor: actorOf(request),
  audit: auditContextOf(request),
});

/**
 * Registers a contract endpoint whose handler is `run`: its result is answered as
 * `{ status: 'success', message?, data }`, the envelope every JSON endpoint shares. The success
 * `message` comes before `run`, alone or with other route options.
 */
export function dataRoute<const E extends Endpoint>(
  app: App,
  endpoint: E,
  ...args:
    [run: Run<E, DataOf<E>>] | [message: string | SuccessRouteOptions, run: Run<E, DataOf<E>>]
): void {
  const [given, run] = args.length === 1 ? [{}, args[0]] : args;
  const { message, ...options } = typeof given === 'string' ? { message: given } : given;
  app.route({
    ...contractRoute(app, untyped(endpoint)),
    ...options,
    handler: async (request) =>
      successOf(message)(await run(request as unknown as ContractRequest<E>, callerOf(request))),
  });
}

type Db = App['db'];

/** A staff GET of a page: `list(db, actor, query)` with the parsed query. */
export function listRoute<const E extends Endpoint>(
  app: App,
  endpoint: E,
  list: (db: Db, actor: Caller['actor'], query: Parsed<E['query']>) => Promise<DataOf<E>>,
): void {
  dataRoute(app, endpoint, (request, by) =>
    list(app.db, by.actor, request.query as Parsed<E['query']>),
  );
}

/** A staff GET of what belongs to the row of the path's `:id`: `read(db, actor, id)`. */
export function byIdRoute<const E extends Endpoint & { params: z.ZodType<{ id: number }> }>(
  app: App,
  endpoint: E,
  read: (db: Db, actor: Caller['actor'], id: number) => Promise<DataOf<E>>,
): void {
  dataRoute(app, endpoint, (request, by) =>
    read(app.db, by.actor, (request.params as { id: number }).id),
  );
}

/** Registers a contract endpoint that answers `{ status: 'success', message }` once `run` is done. */
export function messageRoute<const E extends Endpoint>(
  app: App,
  endpoint: E,
  message: string,
  run: Run<E, unknown>,
): void {
  app.route({
    ...contractRoute(app, untyped(endpoint)),
    handler: async (request) => {
      await run(request as unknown as ContractRequest<E>, callerOf(request));
      return { status: 'success' as const, message };
    },
  });
}

/** Route options of an idempotent write: its success `message`, its limits. */
export interface IdempotentRouteOptions extends Pick<
  RouteShorthandOptions,
  'config' | 'bodyLimit' | 'preHandler'
> {
  message?: string;
}

/**
 * Registers an endpoint the contract marks `idempotent` (modules/idempotency): `write` gets the
 * request's Idempotency-Key, when it has one, to record inside its transaction, and a retry is
 * answered from what it recorded through `replay` (by default the recorded value is the data).
 */
export function idempotentRoute<const E extends Endpoint & { idempotent: true }>(
  app: App,
  endpoint: E,
  { message, ...options }: IdempotentRouteOptions,
  write: (
    request: ContractRequest<E>,
    caller: Caller,
    key: IdempotencyKey | undefined,
  ) => Promise<DataOf<E>>,
  replay: (stored: unknown) => DataOf<E> | Promise<DataOf<E>> = (stored) => stored as DataOf<E>,
): void {
  const envelope = successOf<DataOf<E>>(message);
  app.route({
    ...contractRoute(app, untyped(endpoint)),
    ...options,
    handler: idempotentHandler({
      db: app.db,
      write: async (request, key) =>
        envelope(await write(request as unknown as ContractRequest<E>, callerOf(request), key)),
      replay: async (stored) => envelope(await replay(stored)),
    }),
  });
}
