import { tokenStorage } from '@registrar/shared-api';
import { screen } from '@testing-library/react';
import { renderShell } from '../test-support/render-shell';

describe('/admin guard', () => {
  afterEach(() => localStorage.clear());

  it('sends a visitor without a stored token to /login without calling the server', async () => {
    const refreshUser = jest.fn(async () => undefined);
    renderShell('/admin/applications', { refreshUser });

    expect(await screen.findByText('Login screen for UNILAG at /login')).toBeInTheDocument();
    expect(refreshUser).not.toHaveBeenCalled();
    expect(screen.queryByText(/Admin console/)).not.toBeInTheDocument();
  });

  it('refreshes the user first and, when that fails, removes the token and goes to /login', async () => {
    tokenStorage.set('stale-token');
    const refreshUser = jest.fn(() => Promise.reject(new Error('401')));
    renderShell('/admin/overview', { refreshUser });

    expect(screen.getByText('Checking your sign-in')).toBeInTheDocument();
    expect(await screen.findByText('Login screen for UNILAG at /login')).toBeInTheDocument();
    expect(refreshUser).toHaveBeenCalled();
    expect(localStorage.getItem('auth.token')).toBeNull();
  });

  it('renders the admin console, outside the website header, once the user is refreshed', async () => {
    tokenStorage.set('good-token');
    renderShell('/admin/overview', { refreshUser: async () => ({ id: 1 }) });

    expect(
      await screen.findByText('Admin console for UNILAG at /admin/overview'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(localStorage.getItem('auth.token')).toBe('good-token');
  });
});
