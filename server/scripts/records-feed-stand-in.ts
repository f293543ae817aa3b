import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TFeedCatalogue } from '@registrar/shared-api/contracts';

/**
 * A local server (127.0.0.1, any free port) that speaks the records feed of
 * docs/records-source.md, for the tests and the sync benchmark: `GET /sessions-and-programmes`
 * and `GET /graduates?session=&limit=&page_token=&updated_since=` behind a bearer token, and
 * files under `/files/`. It can be made slow, fail, expire a token or serve malformed rows.
 */
export type FeedRow = Record<string, unknown> & {
  graduation_session?: string;
  updated_at?: string;
};

/** Faults count requests from when they were set (assign a new object to set them). */
export interface FeedFaults {
  /** Requests to /graduates that wait this long first, by their 1-based count. */
  slow?: Map<number, number>;
  /** Requests to /graduates answered 500, by their 1-based count. */
  fail?: Set<number>;
  /** After this many requests of any kind the tokens of the time stop working (they expire). */
  expireTokensAfter?: number;
  /** Every page of graduates names itself as the next one (a feed that pages forever). */
  stuckPaging?: boolean;
}

export interface RecordsFeedStandIn {
  url: string;
  catalogue: TFeedCatalogue;
  /** The rows the feed holds; change them between syncs. */
  rows: FeedRow[];
  /** A large register served without holding it: row `i` of `count`, all in one session. */
  generated?: { count: number; rowAt(index: number): FeedRow };
  tokens: Set<string>;
  faults: FeedFaults;
  /** Files served at /files/<name> (no token needed). */
  files: Map<string, string>;
  requests: { path: string; query: Record<string, string>; authorization: string | undefined }[];
  close(): Promise<void>;
}

const send = (response: ServerResponse, code: number, body: unknown) => {
  response.writeHead(code, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const MAX_LIMIT = 5000;

export async function startRecordsFeed(
  init: Partial<Pick<RecordsFeedStandIn, 'catalogue' | 'rows' | 'generated'>> & {
    tokens?: string[];
  } = {},
): Promise<RecordsFeedStandIn> {
  let graduatesRequests = 0;
  let allRequests = 0;
  let counted: FeedFaults | undefined;
  let expiring = new Set<string>();
  const feed: Omit<RecordsFeedStandIn, 'url' | 'close'> = {
    catalogue: init.catalogue ?? { sessions: [], programmes: [] },
    rows: init.rows ?? [],
    ...(init.generated ? { generated: init.generated } : {}),
    tokens: new Set(init.tokens ?? ['feed-token']),
    faults: {},
    files: new Map(),
    requests: [],
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const query = Object.fromEntries(url.searchParams);
    const authorization = request.headers.authorization;
    feed.requests.push({ path: url.pathname, query, authorization });
    if (counted !== feed.faults) {
      counted = feed.faults;
      graduatesRequests = 0;
      allRequests = 0;
      expiring = new Set(feed.tokens);
    }
    allRequests += 1;
    if (url.pathname.startsWith('/files/')) {
      const file = feed.files.get(decodeURIComponent(url.pathname.slice('/files/'.length)));
      if (file === undefined) return send(response, 404, { message: 'No such file' });
      response.writeHead(200, { 'content-type': 'text/plain' });
      return response.end(file);
    }
    if (
      feed.faults.expireTokensAfter !== undefined &&
      allRequests > feed.faults.expireTokensAfter
    ) {
      for (const token of expiring) feed.tokens.delete(token);
    }
    const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    if (!token || !feed.tokens.has(token)) return send(response, 401, { message: 'Invalid token' });
    if (url.pathname === '/sessions-and-programmes') return send(response, 200, feed.catalogue);
    if (url.pathname !== '/graduates') return send(response, 404, { message: 'Not found' });

    graduatesRequests += 1;
    const delay = feed.faults.slow?.get(graduatesRequests);
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    if (feed.faults.fail?.has(graduatesRequests)) return send(response, 500, { message: 'Oops' });
    const limit = Math.min(Number(query.limit ?? 100), MAX_LIMIT);
    const offset = Number(query.page_token ?? 0);
    if (!Number.isInteger(limit) || limit < 1 || !Number.isInteger(offset) || offset < 0) {
      return send(response, 400, { message: 'Bad paging' });
    }
    if (feed.generated) {
      const { count, rowAt } = feed.generated;
      const end = Math.min(offset + limit, count);
      const graduates = [];
      for (let index = offset; index < end; index += 1) graduates.push(rowAt(index));
      return send(response, 200, { graduates, next_page_token: end < count ? String(end) : null });
    }
    const since = query.updated_since ? Date.parse(query.updated_since) : null;
    const matching = feed.rows.filter(
      (row) =>
        (row.graduation_session ?? '') === (query.session ?? '') &&
        (since === null || Date.parse(row.updated_at ?? '1970-01-01') >= since),
    );
    const page = matching.slice(offset, offset + limit);
    const next = feed.faults.stuckPaging
      ? String(offset)
      : offset + limit < matching.length
        ? String(offset + limit)
        : null;
    return send(response, 200, { graduates: page, next_page_token: next });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(feed, {
    url: `http://127.0.0.1:${String(port)}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
