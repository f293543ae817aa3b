import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path without the query string, e.g. '/api/check-matric-number'. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type Reply = { status: number; body: unknown };
export type Routes = Record<string, (request: RecordedRequest) => Reply>;

export interface TestServer {
  /** API root to hand to configureApi({ prefixUrl }). */
  apiRoot: string;
  requests: RecordedRequest[];
  /** Replace the route table (per test). */
  setRoutes: (routes: Routes) => void;
  close: () => Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<unknown> => {
  let raw = '';
  for await (const chunk of request) raw += String(chunk);
  return raw ? (JSON.parse(raw) as unknown) : undefined;
};

/**
 * A real HTTP server on a free local port answering from a route table keyed by
 * 'METHOD /path' (query strings are handed to the handler), so the portal's calls go over the
 * wire through the real shared-api client rather than being stubbed.
 */
export async function startTestServer(initial: Routes = {}): Promise<TestServer> {
  let routes = initial;
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        path: decodeURIComponent(url.pathname),
        query: url.searchParams,
        body,
      };
      requests.push(recorded);
      const route = routes[`${recorded.method} ${recorded.path}`];
      const reply = route
        ? route(recorded)
        : { status: 404, body: { status: 'error', message: 'Not found' } };
      response.writeHead(reply.status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiRoot: `http://127.0.0.1:${port}/api`,
    requests,
    setRoutes: (next) => {
      routes = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
