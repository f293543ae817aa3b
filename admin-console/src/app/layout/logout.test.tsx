import { cleanup, screen, within } from '@testing-library/react';
import { configureApi, resetApiConfig, tokenStorage } from '@registrar/shared-api';
import { resetNotifications } from '@registrar/shared-ui';
import { installNodeFetch } from '../../../../jest/support/node-fetch';
import { renderApp } from '../../testing/render-admin';
import { startTestServer, type TestServer } from '../../../../jest/support/test-server';

const logoutButton = () =>
  within(screen.getByRole('banner')).getByRole('button', { name: 'Logout' });

describe('Logout (spec §4)', () => {
  let server: TestServer;
  let restoreFetch: () => void;

  beforeEach(async () => {
    restoreFetch = installNodeFetch();
    server = await startTestServer({
      'POST /api/auth/logout': () => ({ status: 200, body: { status: 'success', message: 'Bye' } }),
    });
    configureApi({ prefixUrl: server.apiRoot });
  });

  afterEach(async () => {
    cleanup(); // unmount the toast area before its store is reset
    resetApiConfig();
    resetNotifications();
    restoreFetch();
    await server.close();
  });

  // The dashboard loads its figures too; only the auth calls matter here.
  const authRequests = () => server.requests.filter((r) => r.path.startsWith('/api/auth/'));

  it('revokes the token on the server, says so and lands on /login', async () => {
    const { user } = renderApp('/admin/overview');
    await user.click(logoutButton());

    expect(await screen.findByRole('heading', { name: 'Staff login' })).toBeInTheDocument();
    expect(authRequests()).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/auth/logout',
        authorization: 'Bearer token-1',
      }),
    ]);
    expect(tokenStorage.get()).toBeNull();
    expect(screen.getByText('Logged out successfully.')).toBeInTheDocument();
  });

  it('goes straight to /login without calling the server when no token is stored', async () => {
    const { user } = renderApp('/admin/overview');
    tokenStorage.clear();
    await user.click(logoutButton());

    expect(await screen.findByRole('heading', { name: 'Staff login' })).toBeInTheDocument();
    expect(authRequests()).toEqual([]);
  });
});
