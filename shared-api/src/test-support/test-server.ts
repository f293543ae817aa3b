import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** How to answer: a status and JSON body, or full control over the raw response. */
export type Reply =
  | { status: number; statusText?: string; json?: unknown; text?: string }
  | ((response: ServerResponse) => void);

export interface TestServer {
  /** API root to pass to configureApi, e.g. http://127.0.0.1:43123/api */
  apiRoot: string;
  requests: SeenRequest[];
  /** Answer `METHOD /path` (path without the query string) with this reply. */
  reply(route: string, reply: Reply): void;
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1, random port: the client is tested over the wire, not mocked. */
export const startTestServer = async (): Promise<TestServer> => {
  const routes = new Map<string, Reply>();
  const requests: SeenRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = request.url ?? '/';
      const method = request.method ?? 'GET';
      requests.push({
        method,
        url,
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      });
      const reply = routes.get(`${method} ${url.split('?')[0]}`);
      if (reply === undefined) {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ status: 'error', message: `No route ${method} ${url}` }));
      } else if (typeof reply === 'function') {
        reply(response);
      } else {
        const isJson = reply.json !== undefined;
        response.writeHead(reply.status, reply.statusText, {
          'content-type': isJson ? 'application/json' : 'text/html',
        });
        response.end(isJson ? JSON.stringify(reply.json) : (reply.text ?? ''));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiRoot: `http://127.0.0.1:${port}/api`,
    requests,
    reply: (route, reply) => {
      routes.set(route, reply);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};

/** A URL on which nothing listens: a server is started, its port noted, then closed. */
export const closedPortApiRoot = async (): Promise<string> => {
  const server = await startTestServer();
  await server.close();
  return server.apiRoot;
};
