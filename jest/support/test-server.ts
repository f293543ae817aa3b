import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** The request target as sent, query string included. */
  url: string;
  /** Path without the query string, e.g. '/api/check-matric-number'. */
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  contentType: string | undefined;
  /** Every request header, names in lower case. */
  headers: IncomingHttpHeaders;
  /** The body bytes as sent (a PDF upload, say). */
  raw: Buffer;
  /** JSON bodies parsed; any other body as text; undefined when empty. */
  body: unknown;
}

/**
 * A JSON answer; with `headers`, a string body goes as it is. `raw` answers bytes with their own
 * headers (a CSV export, a PDF download).
 */
export type Reply =
  | { status: number; body: unknown; headers?: Record<string, string> }
  | { status: number; raw: string | Buffer; headers: Record<string, string> };
/** Keyed 'METHOD /path' (any query string) or 'METHOD /path?exact=query' (that one only). */
export type Routes = Record<string, (request: RecordedRequest) => Reply>;

export interface TestServer {
  /** API root to hand to configureApi({ prefixUrl }). */
  apiRoot: string;
  requests: RecordedRequest[];
  /** Replace the route table (per test). */
  setRoutes: (routes: Routes) => void;
  close: () => Promise<void>;
}

const readRaw = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const bodyOf = (raw: Buffer, contentType: string | undefined): unknown => {
  if (raw.length === 0) return undefined;
  const text = raw.toString('utf8');
  if (!contentType?.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * A real HTTP server on a free local port answering from a route table, so the browser packages'
 * calls go over the wire through the real shared-api client rather than being stubbed. Shared by
 * the jsdom projects' tests (import it with a relative path; see `node-fetch.ts` for jsdom).
 */
export async function startTestServer(initial: Routes = {}): Promise<TestServer> {
  let routes = initial;
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    void readRaw(request).then((raw) => {
      const target = request.url ?? '/';
      const url = new URL(target, 'http://localhost');
      const contentType = request.headers['content-type'];
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        url: target,
        path: decodeURIComponent(url.pathname),
        query: url.searchParams,
        authorization: request.headers.authorization,
        contentType,
        headers: request.headers,
        raw,
        body: bodyOf(raw, contentType),
      };
      requests.push(recorded);
      const route =
        routes[`${recorded.method} ${recorded.url}`] ??
        routes[`${recorded.method} ${recorded.path}`];
      const reply: Reply = route
        ? route(recorded)
        : { status: 404, body: { status: 'error', message: 'Not found' } };
      if ('raw' in reply) {
        response.writeHead(reply.status, reply.headers);
        response.end(reply.raw);
        return;
      }
      response.writeHead(reply.status, { 'Content-Type': 'application/json', ...reply.headers });
      response.end(
        reply.headers && typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body),
      );
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
    // A request still open when its test ends (a refetch the unmounted page no longer waits for)
    // would hold close() until the connection times out: every connection is dropped with it.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
