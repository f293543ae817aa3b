import { adminUser, invalidInput, useClientHarness } from '../test-support/client-harness';
import { completeTotpLogin, isLoginChallenge, login } from './auth-thunks';
import { createAppStore } from './store';

const harness = useClientHarness();

const user = adminUser;
const challenge = { totp_required: true as const, challenge: 'chal', expires_in: 300 };

describe('login with a TOTP second factor', () => {
  it('keeps no token after the password step, then stores the one the code step returns', async () => {
    harness.server.reply('POST /api/auth/login', {
      status: 200,
      json: { status: 'success', message: 'Login successful', data: challenge },
    });
    harness.server.reply('POST /api/auth/login/totp', {
      status: 200,
      json: { status: 'success', message: 'Login successful', data: { token: 'tok', user } },
    });
    const store = createAppStore();

    const first = await store.dispatch(login({ email: 'ada@uni.test', password: 'secret' }));
    expect(login.fulfilled.match(first) && isLoginChallenge(first.payload)).toBe(true);
    expect(harness.storage.getItem('auth.token')).toBeNull();
    expect(store.getState().auth).toEqual({ token: null, user: null, status: 'signed-out' });

    const second = await store.dispatch(completeTotpLogin({ challenge: 'chal', code: '123456' }));
    expect(completeTotpLogin.fulfilled.match(second)).toBe(true);
    expect(harness.storage.getItem('auth.token')).toBe('tok');
    expect(store.getState().auth).toEqual({ token: 'tok', user, status: 'signed-in' });
    expect(JSON.parse(harness.server.requests[1]?.body ?? '')).toEqual({
      challenge: 'chal',
      code: '123456',
    });
  });

  it('rejects a wrong code with the field message and stores nothing', async () => {
    harness.server.reply(
      'POST /api/auth/login/totp',
      invalidInput('The code is not valid.', { code: ['The code is not valid.'] }),
    );
    const store = createAppStore();

    const result = await store.dispatch(completeTotpLogin({ challenge: 'chal', code: '000000' }));

    expect(completeTotpLogin.rejected.match(result)).toBe(true);
    expect(result.payload).toMatchObject({
      failure: { errors: { code: ['The code is not valid.'] } },
    });
    expect(harness.storage.getItem('auth.token')).toBeNull();
    expect(store.getState().auth.status).toBe('signed-out');
  });
});
