import { act, screen, within } from '@testing-library/react';
import { fetchCurrentUser, type TTotpStatus } from '@registrar/shared-api';
import { type RecordedRequest, type Reply } from '../../../../jest/support/test-server';
import { renderApp, staffUser } from '../../testing/render-admin';
import { ok, setupTestApi } from '../../testing/test-api';

let status: TTotpStatus;
let confirmReply: (request: RecordedRequest) => Reply;
let disableReply: (request: RecordedRequest) => Reply;
const codes = Array.from({ length: 10 }, (_, i) => `abcd${String(i)}-efghj`);
const enrolment = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_uri: 'otpauth://totp/Registrar:x?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qr_data_url: 'data:image/png;base64,iVBORw0KGgo=',
};

const offStatus: TTotpStatus = {
  enabled: false,
  enabled_at: null,
  recovery_codes_remaining: 0,
  must_enrol: false,
};
/** The server's answer to a right code: 2FA on, ten recovery codes. */
const turnOn = () => {
  status = {
    enabled: true,
    enabled_at: '2026-11-20T10:00:00.000Z',
    recovery_codes_remaining: 10,
    must_enrol: false,
  };
  return ok({ recovery_codes: codes }, 'Two-factor authentication is now on.');
};

const server = setupTestApi(() => {
  status = { ...offStatus };
  confirmReply = turnOn;
  disableReply = () => {
    status = { ...offStatus };
    return {
      status: 200,
      body: { status: 'success', message: 'Two-factor authentication is now off.' },
    };
  };
  return {
    'GET /api/auth/totp': () => ok(status),
    'POST /api/auth/totp/enrolment': () => ok(enrolment),
    'POST /api/auth/totp/enrolment/confirm': (request) => confirmReply(request),
    'POST /api/auth/totp/disable': (request) => disableReply(request),
    'GET /api/auth/user': () => ok(staffUser),
  };
});

const requestsTo = (path: string) => server().requests.filter((r) => r.path === path);

describe('Account: two-factor authentication', () => {
  it('sets up TOTP: QR code and key, confirmed by a code, recovery codes shown once', async () => {
    const { user } = renderApp('/admin/account', { width: 360 });
    expect(
      await screen.findByRole('heading', { name: 'Two-factor authentication is off' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));

    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr).toHaveAttribute('src', enrolment.qr_data_url);
    expect(screen.getByText(enrolment.secret)).toBeVisible();

    const code = screen.getByRole('textbox', { name: /Authentication code/ });
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveTextContent(
      'Enter the 6-digit code',
    );
    expect(requestsTo('/api/auth/totp/enrolment/confirm')).toHaveLength(0);

    confirmReply = () => ({
      status: 422,
      body: {
        status: 'error',
        message: 'The given data was invalid.',
        errors: { code: ['The code is not valid. Enter the current code from your app.'] },
      },
    });
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
    expect(await screen.findByText(/The code is not valid/, { selector: 'a' })).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    confirmReply = turnOn;
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(requestsTo('/api/auth/totp/enrolment/confirm').at(-1)?.body).toEqual({ code: '123456' });

    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(
      await screen.findByRole('heading', { name: 'Two-factor authentication is on' }),
    ).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(screen.getByText(/Recovery codes left: 10\./)).toBeVisible();
  });

  it('turns TOTP off with the password and a code', async () => {
    status = {
      enabled: true,
      enabled_at: '2026-11-20T10:00:00.000Z',
      recovery_codes_remaining: 7,
      must_enrol: false,
    };
    const { user } = renderApp('/admin/account');
    expect(
      await screen.findByRole('heading', { name: 'Two-factor authentication is on' }),
    ).toBeVisible();
    disableReply = () => ({
      status: 422,
      body: {
        status: 'error',
        message: 'The given data was invalid.',
        errors: { password: ['The password is not correct.'] },
      },
    });
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.type(screen.getByRole('textbox', { name: /Authentication code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor authentication' }));
    expect(await screen.findByText(/The password is not correct/, { selector: 'a' })).toBeVisible();

    disableReply = () => {
      status = { ...offStatus };
      return {
        status: 200,
        body: { status: 'success', message: 'Two-factor authentication is now off.' },
      };
    };
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor authentication' }));
    expect(
      await screen.findByRole('heading', { name: 'Two-factor authentication is off' }),
    ).toBeVisible();
    expect(requestsTo('/api/auth/totp/disable').at(-1)?.body).toEqual({
      password: 'wrong',
      code: '123456',
    });
  });

  it('sends an administrator who must enrol to the account page, with the reason', async () => {
    status = { enabled: false, enabled_at: null, recovery_codes_remaining: 0, must_enrol: true };
    server().setRoutes({
      'GET /api/auth/totp': () => ok(status),
      'GET /api/auth/user': () => ok({ ...staffUser, must_enrol_totp: true }),
    });
    const { store, user } = renderApp('/admin/overview');
    await act(() => store.dispatch(fetchCurrentUser()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    expect(
      await screen.findByText(/Administrators must use two-factor authentication/, {
        selector: 'p',
      }),
    ).toBeVisible();
    // Any other admin screen sends them back here until they have set it up.
    await user.click(
      within(screen.getByRole('navigation')).getByRole('link', { name: 'Dashboard' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1, name: 'Dashboard' })).toBeNull();
  });

  it('shows an error with Try again when the status cannot be loaded', async () => {
    server().setRoutes({
      'GET /api/auth/totp': () => ({ status: 500, body: { status: 'error', message: 'boom' } }),
    });
    renderApp('/admin/account');
    expect(await screen.findByText('Two-factor authentication could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
