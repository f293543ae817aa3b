import type { TAuthUser } from '../contracts';
import { forgetUnansweredKeys } from '../client/api-request';
import { configureApi, resetApiConfig, type ClientNotification } from '../client/config';
import { installLocalStorage } from './memory-storage';
import { startTestServer, type TestServer } from './test-server';

export interface Harness {
  server: TestServer;
  notifications: ClientNotification[];
  onUnauthorized: jest.Mock;
  storage: Storage;
}

/**
 * Per test file: one real HTTP server; per test: a fresh localStorage, a fresh record of the
 * notifications the client raised, and the client pointed at the server.
 */
export const useClientHarness = (): Harness => {
  const harness = {} as Harness;
  let uninstall: () => void = () => undefined;

  beforeAll(async () => {
    harness.server = await startTestServer();
  });
  afterAll(async () => {
    await harness.server.close();
  });
  beforeEach(() => {
    const installed = installLocalStorage();
    uninstall = installed.uninstall;
    harness.storage = installed.storage;
    harness.notifications = [];
    harness.onUnauthorized = jest.fn();
    harness.server.requests.length = 0;
    configureApi({
      prefixUrl: harness.server.apiRoot,
      notifier: (notification) => harness.notifications.push(notification),
      onUnauthorized: harness.onUnauthorized,
    });
  });
  afterEach(() => {
    uninstall();
    resetApiConfig();
    forgetUnansweredKeys();
  });
  return harness;
};

export const errorsShown = (notifications: ClientNotification[]): (string | undefined)[] =>
  notifications.filter((n) => n.type === 'error').map((n) => n.message);

/** The signed-in administrator the client tests answer with. */
export const adminUser: TAuthUser = {
  id: 1,
  name: 'Ada Obi',
  username: 'ada',
  email: 'ada@uni.test',
  role: 'administrator',
};

/** The server's answer to bad input: 422 with `message` and each field's messages. */
export const invalidInput = (message: string, errors: Record<string, string[]>) => ({
  status: 422,
  json: { status: 'error', message, errors },
});
