import { endpoints, type Endpoint } from '@registrar/shared-api/contracts';
import type { RouteOptions } from 'fastify';
import { buildApp } from '../src/app';
import { emptyStaticRoot, startTestApp, type TestApp } from './support/app';
import { oneDatabaseTarget } from './support/databases';

/** Routes outside the product's contract: documentation and the health probe. */
const OUTSIDE_CONTRACT = /^\/api\/(docs|openapi\.json|health)(\/|$)/;

const routeKey = (method: string, url: string) => `${method} ${url}`;
/** @fastify/cors's preflight catch-all in the /api scope (plugins/cors.ts): not an endpoint. */
const isCorsPreflight = (method: string, url: string) => method === 'OPTIONS' && url === '/api*';
const contractByRoute = new Map<string, Endpoint>(
  Object.values(endpoints).map((endpoint: Endpoint) => [
    routeKey(endpoint.method, `/api${endpoint.path}`),
    endpoint,
  ]),
);

describe('every /api route is served from the shared contract', () => {
  const routes: RouteOptions[] = [];
  beforeAll(async () => {
    const app = buildApp({
      database: (await oneDatabaseTarget()[0]!.create()).config,
      staticRoot: emptyStaticRoot(),
      onAdminCreated: () => {},
    });
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    await app.ready();
    await app.close();
  });

  const apiRoutes = () =>
    routes.flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ method, route }))
        .filter(({ route: r }) => r.url.startsWith('/api') && !OUTSIDE_CONTRACT.test(r.url))
        .filter(({ method, route: r }) => !isCorsPreflight(method, r.url)),
    );

  it('registers no /api route that is not a contract endpoint, with its exact schemas', () => {
    expect(apiRoutes().length).toBeGreaterThan(0);
    for (const { method, route } of apiRoutes()) {
      const endpoint = contractByRoute.get(routeKey(method, route.url));
      expect({ route: routeKey(method, route.url), known: Boolean(endpoint) }).toEqual({
        route: routeKey(method, route.url),
        known: true,
      });
      const schema = route.schema as Record<string, unknown> & {
        response: Record<string, unknown>;
      };
      expect(schema.body).toBe(endpoint!.body);
      expect(schema.params).toBe(endpoint!.params);
      expect(schema.querystring).toBe(endpoint!.query);
      expect(schema.response[200]).toBe(endpoint!.response);
    }
  });

  it('serves every contract endpoint', () => {
    const served = new Set(apiRoutes().map(({ method, route }) => routeKey(method, route.url)));
    expect([...contractByRoute.keys()].filter((key) => !served.has(key))).toEqual([]);
  });
});

describe.each(oneDatabaseTarget())('contract behaviour on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  it.each(Object.values(endpoints).filter((e: Endpoint) => e.auth))(
    '$method $path answers 401 without a token',
    async (endpoint: Endpoint) => {
      const url = `/api${endpoint.path.replace(/:\w+/g, '1')}`;
      const response = await t.app.inject({ method: endpoint.method, url, payload: {} });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 'error', message: 'Unauthenticated.' });
    },
  );

  it('documents every contract endpoint in /api/openapi.json', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    for (const endpoint of Object.values(endpoints) as Endpoint[]) {
      const openApiPath = `/api${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
      const operation = document.paths[openApiPath]?.[endpoint.method.toLowerCase()];
      expect({ path: openApiPath, summary: operation?.summary }).toEqual({
        path: openApiPath,
        summary: endpoint.summary,
      });
    }
    expect(Object.keys(document.paths).every((p: string) => p.startsWith('/api/'))).toBe(true);
    expect(document.components.schemas).toHaveProperty('Institution');
  });

  it('serves Swagger UI at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
