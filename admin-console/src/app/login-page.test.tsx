import { screen, waitFor, within } from '@testing-library/react';
import { tokenStorage } from '@registrar/shared-api';
import { institution, renderApp, staffUser } from '../testing/render-admin';
import { setupTestApi } from '../testing/test-api';

const email = () => screen.getByRole('textbox', { name: /Email/ });
const password = () => screen.getByLabelText(/Password/);
const submit = () => screen.getByRole('button', { name: 'Login' });

describe('Login page', () => {
  it('shows a card with the institution name and the three fields', () => {
    renderApp('/login', { isSignedIn: false, width: 360 });
    expect(screen.getByRole('heading', { level: 1, name: 'Staff login' })).toBeInTheDocument();
    expect(screen.getByText(institution.name)).toBeInTheDocument();
    expect(email()).toHaveAttribute('type', 'email');
    expect(password()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
  });

  it('on an empty submit marks both fields required and focuses a summary linking to them', async () => {
    const { user } = renderApp('/login', { isSignedIn: false });
    await user.click(submit());

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Email: This field is required', '#login-email'],
      ['Password: This field is required', '#login-password'],
    ]);
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription(/This field is required/);
    expect(password()).toHaveAccessibleDescription(/This field is required/);

    await user.click(within(summary).getByRole('link', { name: /Password/ }));
    expect(password()).toHaveFocus();
  });

  it('rejects a malformed email', async () => {
    const { user } = renderApp('/login', { isSignedIn: false });
    await user.type(email(), 'registry-at-example');
    await user.type(password(), 'secret');
    await user.click(submit());

    expect(email()).toHaveAccessibleDescription(/Please enter a valid email/);
    expect(
      within(screen.getByRole('alert', { name: 'There is a problem' })).getAllByRole('link'),
    ).toHaveLength(1);
  });

  it('toggles remember me', async () => {
    const { user } = renderApp('/login', { isSignedIn: false });
    const remember = screen.getByRole('checkbox', { name: 'Remember me' });
    await user.click(remember);
    expect(remember).toBeChecked();
    await user.click(remember);
    expect(remember).not.toBeChecked();
  });

  it('sends a signed-in user to the dashboard', async () => {
    renderApp('/login', { isSignedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });
});

describe('Login against the API', () => {
  const server = setupTestApi(() => ({
    'POST /api/auth/login': ({ body }) =>
      (body as { password?: string }).password === 'correct horse'
        ? {
            status: 200,
            body: {
              status: 'success',
              message: 'Welcome',
              data: { token: 'tok-9', user: staffUser },
            },
          }
        : (body as { password?: string }).password === 'field errors'
          ? {
              status: 422,
              body: {
                status: 'error',
                message: 'The given data was invalid.',
                errors: { email: ['These credentials do not match our records.'] },
              },
            }
          : {
              status: 401,
              body: { status: 'error', message: 'These credentials do not match.' },
            },
  }));

  it('signs in, stores the token and lands on /admin/overview', async () => {
    const { user } = renderApp('/login', { isSignedIn: false });
    await user.type(email(), staffUser.email);
    await user.type(password(), 'correct horse');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(submit());

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(`Welcome, ${staffUser.name}.`)).toBeInTheDocument();
    expect(server().requests[0]?.body).toEqual({
      email: staffUser.email,
      password: 'correct horse',
      remember: true,
    });
    expect(tokenStorage.get()).toBe('tok-9');
  });

  it("stays on the form and shows the server's message when sign-in fails", async () => {
    const { user } = renderApp('/login', { isSignedIn: false });
    await user.type(email(), staffUser.email);
    await user.type(password(), 'wrong');
    await user.click(submit());

    expect(await screen.findByText('These credentials do not match.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Staff login' })).toBeInTheDocument();
    expect(submit()).not.toHaveAttribute('aria-busy');
    expect(tokenStorage.get()).toBeNull();
  });

  it("puts the server's field errors on the fields and in the summary", async () => {
    const { user } = renderApp('/login', { isSignedIn: false });
    await user.type(email(), staffUser.email);
    await user.type(password(), 'field errors');
    await user.click(submit());

    const summary = await screen.findByRole('alert', { name: /there is a problem/i });
    expect(summary).toHaveTextContent('These credentials do not match our records.');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription(/These credentials do not match our records\./);
  });
});
