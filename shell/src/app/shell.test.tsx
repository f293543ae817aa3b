import { notify, resetNotifications } from '@registrar/shared-ui';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadInstitution } from '../branding/load-institution';
import { renderShell, testInstitution } from '../test-support/render-shell';

afterEach(() => {
  act(() => resetNotifications());
  document.documentElement.removeAttribute('style');
});

describe('shell branding', () => {
  it('starts with the default branding and logs when the institution cannot be loaded', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const institution = await loadInstitution(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderShell('/', { institution });

    expect(await screen.findByRole('link', { name: 'Registrar – home' })).toBeInTheDocument();
    expect(await screen.findByText('Portal for Registrar at /')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('default branding'),
      expect.any(TypeError),
    );
    consoleError.mockRestore();
  });

  it('applies the institution theme colours as CSS custom properties', async () => {
    renderShell('/');
    await screen.findByText(/Portal for UNILAG/);
    const root = document.documentElement.style;
    expect(root.getPropertyValue('--rg-color-primary')).toBe('#7a1f2b');
    expect(root.getPropertyValue('--rg-color-secondary')).toBe('#d4a017');
  });

  it('shows the text logo image when the institution has one, and the acronym and name otherwise', async () => {
    const { unmount } = renderShell('/');
    const home = await screen.findByRole('link', { name: 'UNILAG University of Lagos – home' });
    expect(home).toHaveTextContent('UNILAG');
    expect(home).toHaveAttribute('href', '/');
    unmount();

    renderShell('/', {
      institution: { ...testInstitution, text_logo_url: '/build/unilag-text.png' },
    });
    const link = await screen.findByRole('link', { name: 'University of Lagos – home' });
    const logo = link.querySelector('img');
    expect(logo).toHaveAttribute('src', '/build/unilag-text.png');

    // An image that cannot be loaded gives way to the acronym.
    fireEvent.error(logo as HTMLImageElement);
    expect(link.querySelector('img')).toBeNull();
    expect(link).toHaveTextContent('UNILAG');
  });
});

describe('shell layout and routing', () => {
  it('offers Back to Home on every page but home, and it goes home', async () => {
    const user = userEvent.setup();
    renderShell('/track');
    await screen.findByText('Portal for UNILAG at /track');

    await user.click(screen.getByRole('button', { name: 'Back to Home' }));

    expect(await screen.findByText('Portal for UNILAG at /')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to Home' })).not.toBeInTheDocument();
  });

  it('redirects a path with repeated slashes to its single-slash form, keeping query and hash', async () => {
    renderShell('//track///x?ref=AB12#top');
    expect(
      await screen.findByText('Portal for UNILAG at /track/x?ref=AB12#top'),
    ).toBeInTheDocument();
  });

  it('mounts the login screen from the admin console inside the website layout', async () => {
    renderShell('/login');
    expect(await screen.findByText('Login screen for UNILAG at /login')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('shows a notify() toast in its notification area', async () => {
    renderShell('/');
    await screen.findByText(/Portal for UNILAG/);
    act(() => {
      notify({ type: 'success', message: 'Your application was received' });
    });
    expect(await screen.findByText('Your application was received')).toBeInTheDocument();
    expect(screen.getByText('Success!')).toBeInTheDocument();
  });
});

describe('the sandbox payments notice', () => {
  it('tells every public page that payments are a sandbox when the server says so', async () => {
    renderShell('/track', { institution: { ...testInstitution, payments: { mode: 'sandbox' } } });
    await screen.findByText('Portal for UNILAG at /track');
    const notice = screen.getByRole('complementary', { name: 'Test payments' });
    expect(notice).toHaveTextContent(
      'Test payments only. Payments on this site are a sandbox: no money moves and no card is charged.',
    );
  });

  it('says nothing when payments are live or the server did not say', async () => {
    const { unmount } = renderShell('/', {
      institution: { ...testInstitution, payments: { mode: 'live' } },
    });
    await screen.findByText(/Portal for UNILAG/);
    expect(screen.queryByRole('complementary', { name: 'Test payments' })).not.toBeInTheDocument();
    unmount();
    renderShell('/');
    await screen.findByText(/Portal for UNILAG/);
    expect(screen.queryByText(/no money moves/)).not.toBeInTheDocument();
  });
});
