import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApi, resetApiConfig, tokenStorage } from '@registrar/shared-api';
import { resetNotifications } from '@registrar/shared-ui';
import { cleanup, waitFor } from '@testing-library/react';
import { installNodeFetch } from '../../../../jest/support/node-fetch';
import { resetFileApiRoot, setFileApiRoot } from './api-root';

/**
 * A real local HTTP server for the screens that move files. It is the route table of
 * `jest/support/test-server.ts` (same keys: 'METHOD /path' or 'METHOD /path?exact=query') plus
 * what that one cannot do: request bodies that are not JSON (a PDF upload arrives as bytes) and
 * replies that are not JSON (a CSV export, a PDF download, with their own headers).
 */
export interface FileRequest {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  contentType: string | undefined;
  /** The raw body bytes. */
  raw: Buffer;
  /** The body parsed as JSON when it is JSON, else undefined. */
  body: unknown;
}

export type FileReply =
  | { status: number; body: unknown }
  | { status: number; raw: string | Buffer; headers: Record<string, string> };

/** How the server answers one route. */
export type FileRoute = (request: FileRequest) => FileReply;

export type FileRoutes = Record<string, FileRoute>;

export interface FileServer {
  apiRoot: string;
  requests: FileRequest[];
  setRoutes: (routes: FileRoutes) => void;
  close: () => Promise<void>;
}

const readRaw = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const jsonOf = (raw: Buffer, contentType: string | undefined): unknown => {
  if (raw.length === 0 || !contentType?.includes('json')) return undefined;
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
};

export async function startFileServer(initial: FileRoutes = {}): Promise<FileServer> {
  let routes = initial;
  const requests: FileRequest[] = [];
  const server = createServer((request, response) => {
    void readRaw(request).then((raw) => {
      const target = request.url ?? '/';
      const url = new URL(target, 'http://localhost');
      const contentType = request.headers['content-type'];
      const recorded: FileRequest = {
        method: request.method ?? 'GET',
        url: target,
        path: decodeURIComponent(url.pathname),
        query: url.searchParams,
        authorization: request.headers.authorization,
        contentType,
        raw,
        body: jsonOf(raw, contentType),
      };
      requests.push(recorded);
      const route =
        routes[`${recorded.method} ${recorded.url}`] ??
        routes[`${recorded.method} ${recorded.path}`];
      const reply: FileReply = route
        ? route(recorded)
        : { status: 404, body: { status: 'error', message: 'Not found' } };
      if ('raw' in reply) {
        response.writeHead(reply.status, reply.headers);
        response.end(reply.raw);
        return;
      }
      response.writeHead(reply.status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiRoot: `http://127.0.0.1:${String(port)}/api`,
    requests,
    setRoutes: (next) => {
      routes = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A success envelope as the server sends it. */
export const ok = (data: unknown, message?: string): FileReply => ({
  status: 200,
  body: { status: 'success', ...(message && { message }), data },
});

/** A §8 failure envelope. */
export const failed = (
  status: number,
  message: string,
  errors?: Record<string, string[]>,
): FileReply => ({ status, body: { status: 'error', message, ...(errors && { errors }) } });

/**
 * Starts the file server with `routes` before each test of the file (the JSON client and the file
 * transfers both pointed at it) and tears everything down after; returns a getter for it.
 */
export function setupFileServer(routes: () => FileRoutes): () => FileServer {
  let server: FileServer | undefined;
  let restoreFetch: () => void = () => undefined;
  beforeEach(async () => {
    restoreFetch = installNodeFetch();
    server = await startFileServer(routes());
    configureApi({ prefixUrl: server.apiRoot });
    setFileApiRoot(server.apiRoot);
  });
  afterEach(async () => {
    cleanup();
    resetApiConfig();
    resetFileApiRoot();
    resetNotifications();
    restoreFetch();
    tokenStorage.clear();
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('The file test server is not running');
    return server;
  };
}

export interface SavedFile {
  fileName: string;
  blob: Blob;
}

/**
 * jsdom has no object URLs and cannot follow a download link. This gives it the two URL functions
 * and records each `<a download>` click (cancelling jsdom's navigation) with the Blob behind it.
 */
export function captureDownloads(): { saved: SavedFile[]; restore: () => void } {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  const urlApi = URL as unknown as {
    createObjectURL?: (blob: Blob) => string;
    revokeObjectURL?: (url: string) => void;
  };
  const original = { create: urlApi.createObjectURL, revoke: urlApi.revokeObjectURL };
  urlApi.createObjectURL = (blob) => {
    const url = `blob:test/${String(blobs.size + 1)}`;
    blobs.set(url, blob);
    return url;
  };
  urlApi.revokeObjectURL = (url) => void blobs.delete(url);
  const onClick = (event: MouseEvent) => {
    const link = event.target;
    if (!(link instanceof HTMLAnchorElement) || !link.download) return;
    event.preventDefault();
    const blob = blobs.get(link.href);
    if (blob) saved.push({ fileName: link.download, blob });
  };
  document.addEventListener('click', onClick);
  return {
    saved,
    restore: () => {
      document.removeEventListener('click', onClick);
      urlApi.createObjectURL = original.create;
      urlApi.revokeObjectURL = original.revoke;
    },
  };
}

/** The text of a saved Blob (Node's Blob from fetch, or jsdom's). */
export const textOf = async (blob: Blob): Promise<string> =>
  Buffer.from(await blob.arrayBuffer()).toString('utf8');

/** Runs `action` (a click), waits for the one file it saves and returns its name and text. */
export async function downloadOne(
  action: () => Promise<unknown>,
): Promise<{ fileName: string; text: string }> {
  const downloads = captureDownloads();
  try {
    await action();
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    const [saved] = downloads.saved as [SavedFile];
    return { fileName: saved.fileName, text: await textOf(saved.blob) };
  } finally {
    downloads.restore();
  }
}
