import { configureApi, resetApiConfig } from '@registrar/shared-api';
import { resetNotifications } from '@registrar/shared-ui';
import { cleanup } from '@testing-library/react';
import { installNodeFetch } from '../../../jest/support/node-fetch';
import { startTestServer, type Routes, type TestServer } from '../../../jest/support/test-server';
import { checkoutNavigation } from '../components/payment/checkout-navigation';

/**
 * A test file's local API server, answering `routes` (a test may replace them with setRoutes),
 * with Node's fetch for jsdom and the client pointed at it. Each test starts with no drafts in
 * localStorage and no recorded requests; its rendered tree and toasts are removed after it.
 * Call at the top level of the file: it registers the jest hooks.
 */
export function setupPortalServer(routes?: Routes): TestServer {
  let server: TestServer | undefined;
  let restoreFetch: (() => void) | undefined;
  const started = () => {
    if (!server) throw new Error('The test server starts in beforeAll');
    return server;
  };
  beforeAll(async () => {
    restoreFetch = installNodeFetch();
    server = await startTestServer(routes);
  });
  beforeEach(() => {
    localStorage.clear();
    started().requests.length = 0;
    configureApi({ prefixUrl: started().apiRoot });
  });
  afterEach(() => {
    cleanup();
    resetNotifications();
  });
  afterAll(async () => {
    resetApiConfig();
    restoreFetch?.();
    await server?.close();
  });
  return {
    get apiRoot() {
      return started().apiRoot;
    },
    get requests() {
      return started().requests;
    },
    setRoutes: (next) => started().setRoutes(next),
    close: () => started().close(),
  };
}

/**
 * Stands in for the hand-over to the payment provider's checkout: the returned mock receives each
 * checkout URL the portal would have opened, per test.
 */
export function stubCheckout(): jest.Mock {
  const assign = jest.fn();
  let spy: jest.SpyInstance | undefined;
  beforeEach(() => {
    assign.mockReset();
    spy = jest.spyOn(checkoutNavigation, 'assign').mockImplementation(assign);
  });
  afterEach(() => spy?.mockRestore());
  return assign;
}
