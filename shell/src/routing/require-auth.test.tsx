import { tokenStorage } from '@registrar/shared-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell, stubRemotes } from '../test-support/render-shell';

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

  it('shows a console that cannot be loaded inside the website layout: header, name, home, Retry', async () => {
    tokenStorage.set('good-token');
    let loads = 0;
    renderShell('/admin/overview', {
      refreshUser: async () => ({ id: 1 }),
      loadRemoteComponent: async (id) => {
        loads += 1;
        if (loads === 1) throw new Error('ChunkLoadError: the console could not be fetched');
        return stubRemotes[id];
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'This part of the service could not be loaded' }),
    ).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('University of Lagos');
    expect(screen.getByRole('link', { name: /home/ })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('Admin console for UNILAG at /admin/overview'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
