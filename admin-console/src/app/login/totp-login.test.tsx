import { screen } from '@testing-library/react';
import { tokenStorage } from '@registrar/shared-api';
import { type RecordedRequest, type Reply } from '../../../../jest/support/test-server';
import { renderApp, staffUser } from '../../testing/render-admin';
import { setupTestApi } from '../../testing/test-api';

const CHALLENGE = 'c'.repeat(43);
let totpReply: (request: RecordedRequest) => Reply;

const server = setupTestApi(() => {
  totpReply = () => ({
    status: 200,
    body: {
      status: 'success',
      message: 'Login successful',
      data: { token: 'tok-2', user: staffUser },
    },
  });
  return {
    'POST /api/auth/login': () => ({
      status: 200,
      body: {
        status: 'success',
        message: 'Login successful',
        data: { totp_required: true, challenge: CHALLENGE, expires_in: 300 },
      },
    }),
    'POST /api/auth/login/totp': (request) => totpReply(request),
  };
});

async function passwordStep() {
  const rendered = renderApp('/login', { isSignedIn: false });
  await rendered.user.type(screen.getByRole('textbox', { name: /Email/ }), staffUser.email);
  await rendered.user.type(screen.getByLabelText(/Password/), 'correct horse');
  await rendered.user.click(screen.getByRole('button', { name: 'Login' }));
  await screen.findByRole('heading', { level: 1, name: 'Two-factor authentication' });
  return rendered;
}

const codeField = () => screen.getByRole('textbox', { name: /Authentication code/ });

describe('Login with a TOTP second factor', () => {
  it('asks for the code after the password, then signs in with it', async () => {
    const { user } = await passwordStep();
    expect(tokenStorage.get()).toBeNull();
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(tokenStorage.get()).toBe('tok-2');
    // The dashboard's own loads may follow the sign-in: look at the code's request itself.
    const totpPosts = server().requests.filter((r) => r.path === '/api/auth/login/totp');
    expect(totpPosts).toHaveLength(1);
    expect(totpPosts[0]?.body).toEqual({ challenge: CHALLENGE, code: '123456' });
  });

  it('refuses a malformed code before sending and shows the server message for a wrong one', async () => {
    const { user } = await passwordStep();
    await user.type(codeField(), '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveTextContent('Enter the 6-digit code from your authenticator app.');
    expect(server().requests.filter((r) => r.path === '/api/auth/login/totp')).toHaveLength(0);

    totpReply = () => ({
      status: 422,
      body: {
        status: 'error',
        message: 'The code is not valid. Enter the current code from your app.',
        errors: { code: ['The code is not valid. Enter the current code from your app.'] },
      },
    });
    await user.clear(codeField());
    await user.type(codeField(), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/The code is not valid\./, { selector: 'a' })).toBeVisible();
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(tokenStorage.get()).toBeNull();
  });

  it('takes a recovery code instead', async () => {
    const { user } = await passwordStep();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByRole('textbox', { name: /Recovery code/ }), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const totpPosts = server().requests.filter((r) => r.path === '/api/auth/login/totp');
    expect(totpPosts.at(-1)?.body).toEqual({
      challenge: CHALLENGE,
      recovery_code: 'abcde-fghjk',
    });
  });

  it('goes back to email and password when the challenge has expired', async () => {
    totpReply = () => ({
      status: 422,
      body: {
        status: 'error',
        message: 'Your sign-in has expired. Please enter your email and password again.',
        errors: {
          challenge: ['Your sign-in has expired. Please enter your email and password again.'],
        },
      },
    });
    const { user } = await passwordStep();
    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff login' })).toBeVisible();
    expect(
      screen.getByText(/Your sign-in has expired/, { selector: 'p[role="status"]' }),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /Authentication code/ })).toBeNull();
  });
});
