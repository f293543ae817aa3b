import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

export interface TestServer {
  /** API root to hand to configureApi({ prefixUrl }). */
  apiRoot: string;
  requests: RecordedRequest[];
  close: () => Promise<void>;
}

type Reply = { status: number; body: unknown };

const readBody = async (request: IncomingMessage): Promise<unknown> => {
  let raw = '';
  for await (const chunk of request) raw += String(chunk);
  return raw ? (JSON.parse(raw) as unknown) : undefined;
};

/**
 * A real HTTP server on a free local port answering from a route table ('POST /api/auth/login'),
 * so client calls are exercised over the wire rather than stubbed.
 */
export async function startTestServer(
  routes: Record<string, (request: RecordedRequest) => Reply>,
): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        url: request.url ?? '/',
        authorization: request.headers.authorization,
        body,
      };
      requests.push(recorded);
      const route = routes[`${recorded.method} ${recorded.url}`];
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
