import { screen, within } from '@testing-library/react';
import { tokenStorage } from '@registrar/shared-api';
import { renderApp } from '../../testing/render-admin';
import { setupTestApi } from '../../testing/test-api';

const logoutButton = () =>
  within(screen.getByRole('banner')).getByRole('button', { name: 'Logout' });

describe('Logout (spec §4)', () => {
  const server = setupTestApi(() => ({
    'POST /api/auth/logout': () => ({ status: 200, body: { status: 'success', message: 'Bye' } }),
  }));

  // The dashboard loads its figures too; only the auth calls matter here.
  const authRequests = () => server().requests.filter((r) => r.path.startsWith('/api/auth/'));

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
