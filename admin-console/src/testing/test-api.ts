import { configureApi, resetApiConfig, tokenStorage } from '@registrar/shared-api';
import { resetNotifications } from '@registrar/shared-ui';
import { cleanup } from '@testing-library/react';
import { installNodeFetch } from '../../../jest/support/node-fetch';
import {
  startTestServer,
  type Reply,
  type Routes,
  type TestServer,
} from '../../../jest/support/test-server';
import { resetFileApiRoot, setFileApiRoot } from '../components/file-transfer/api-root';

/** A success envelope as the server sends it. */
export const ok = (data: unknown, message?: string): Reply => ({
  status: 200,
  body: { status: 'success', ...(message && { message }), data },
});

/** A failure envelope as the server sends it. */
export const failed = (
  status: number,
  message: string,
  errors?: Record<string, string[]>,
): Reply => ({ status, body: { status: 'error', message, ...(errors && { errors }) } });

/**
 * Before each test of the file: Node's fetch, the real local route-table server started with
 * `routes()` (set up the test's replies inside it) with shared-api and the file transfers pointed
 * at it. After each: the
 * DOM, the API config, toasts, fetch and the stored token reset, the server closed. Returns a
 * getter for the running server (its `requests`, `setRoutes`).
 */
export function setupTestApi(routes: () => Routes): () => TestServer {
  let server: TestServer | undefined;
  let restoreFetch: () => void = () => undefined;
  beforeEach(async () => {
    restoreFetch = installNodeFetch();
    server = await startTestServer(routes());
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
    if (!server) throw new Error('The test server is not running');
    return server;
  };
}
