import { adminUser, invalidInput, useClientHarness } from '../test-support/client-harness';
import { selectAuthStatus, selectAuthUser, selectIsSignedIn, signedOut } from './auth-slice';
import { fetchCurrentUser, login, logout } from './auth-thunks';
import { createAppStore } from './store';

const harness = useClientHarness();

const user = adminUser;
const credentials = { email: 'ada@uni.test', password: 'secret', remember: true };
const routes = () => harness.server.requests.map((r) => `${r.method} ${r.url}`);

describe('initial state', () => {
  it('is signed out without a stored token', () => {
    const store = createAppStore();

    expect(store.getState().auth).toEqual({ token: null, user: null, status: 'signed-out' });
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });

  it('picks up the stored token, user still to be loaded', () => {
    harness.storage.setItem('auth.token', 'tok');

    const store = createAppStore();

    expect(store.getState().auth).toEqual({ token: 'tok', user: null, status: 'idle' });
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });
});

describe('login', () => {
  it('stores the token and the user', async () => {
    harness.server.reply('POST /api/auth/login', {
      status: 200,
      json: { status: 'success', message: 'Welcome', data: { token: 'new-tok', user } },
    });
    const store = createAppStore();

    const result = await store.dispatch(login(credentials));

    expect(login.fulfilled.match(result)).toBe(true);
    expect(harness.storage.getItem('auth.token')).toBe('new-tok');
    expect(store.getState().auth).toEqual({ token: 'new-tok', user, status: 'signed-in' });
    expect(selectAuthUser(store.getState())).toEqual(user);
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(JSON.parse(harness.server.requests[0]?.body ?? '')).toEqual(credentials);
  });

  it('on failure stores nothing and shows the field messages', async () => {
    harness.server.reply(
      'POST /api/auth/login',
      invalidInput('Invalid', { email: ['These credentials do not match our records.'] }),
    );
    const store = createAppStore();

    const result = await store.dispatch(login(credentials));

    expect(login.rejected.match(result)).toBe(true);
    expect(harness.storage.getItem('auth.token')).toBeNull();
    expect(selectAuthStatus(store.getState())).toBe('signed-out');
    expect(harness.notifications).toEqual([
      { type: 'error', message: 'These credentials do not match our records.' },
    ]);
    // the form gets the field errors to show on its fields
    expect(result.payload).toEqual({
      reason: 'failed',
      failure: {
        status: 422,
        message: 'Invalid',
        errors: { email: ['These credentials do not match our records.'] },
      },
    });
  });
});

describe('fetchCurrentUser', () => {
  it('loads the user with the stored token', async () => {
    harness.storage.setItem('auth.token', 'tok');
    harness.server.reply('GET /api/auth/user', {
      status: 200,
      json: { status: 'success', data: user },
    });
    const store = createAppStore();

    const pending = store.dispatch(fetchCurrentUser());
    expect(selectAuthStatus(store.getState())).toBe('loading');
    await pending;

    expect(store.getState().auth).toEqual({ token: 'tok', user, status: 'signed-in' });
    expect(harness.server.requests[0]?.headers.authorization).toBe('Bearer tok');
  });

  it('without a token rejects without calling the server', async () => {
    const store = createAppStore();

    const result = await store.dispatch(fetchCurrentUser());

    expect(result.payload).toBe('no-token');
    expect(routes()).toEqual([]);
    expect(selectAuthStatus(store.getState())).toBe('signed-out');
  });

  it.each([
    ['401', { status: 401, json: { status: 'error', message: 'Unauthenticated.' } }],
    ['500', { status: 500, json: { status: 'error', message: 'Server error' } }],
  ])('on %s removes the stored token (spec §4)', async (_name, reply) => {
    harness.storage.setItem('auth.token', 'tok');
    harness.server.reply('GET /api/auth/user', reply);
    const store = createAppStore();

    const result = await store.dispatch(fetchCurrentUser());

    expect(result.payload).toBe('failed');
    expect(harness.storage.getItem('auth.token')).toBeNull();
    expect(store.getState().auth).toEqual({ token: null, user: null, status: 'signed-out' });
  });
});

describe('logout', () => {
  const signedInStore = () => {
    harness.storage.setItem('auth.token', 'tok');
    return createAppStore({ auth: { token: 'tok', user, status: 'signed-in' } });
  };

  it('revokes on the server, clears storage, says so and returns the stored redirect URL', async () => {
    harness.server.reply('POST /api/auth/logout', {
      status: 200,
      json: { status: 'success', message: 'Bye' },
    });
    harness.storage.setItem('auth.redirect_url', '/admin/payments');
    const store = signedInStore();

    const result = await store.dispatch(logout());

    expect(result.payload).toBe('/admin/payments');
    expect(routes()).toEqual(['POST /api/auth/logout']);
    expect(harness.server.requests[0]?.headers.authorization).toBe('Bearer tok');
    expect(harness.storage.getItem('auth.token')).toBeNull();
    expect(harness.storage.getItem('auth.redirect_url')).toBeNull();
    expect(harness.notifications).toEqual([
      { type: 'success', message: 'Logged out successfully.' },
    ]);
    expect(store.getState().auth).toEqual({ token: null, user: null, status: 'signed-out' });
  });

  it('returns /login when no redirect URL was stored', async () => {
    harness.server.reply('POST /api/auth/logout', {
      status: 200,
      json: { status: 'success', message: 'Bye' },
    });

    const result = await signedInStore().dispatch(logout());

    expect(result.payload).toBe('/login');
  });

  it('signs out locally even when the server cannot revoke, without an error toast', async () => {
    harness.server.reply('POST /api/auth/logout', {
      status: 500,
      json: { status: 'error', message: 'Down' },
    });
    const store = signedInStore();

    const result = await store.dispatch(logout());

    expect(result.payload).toBe('/login');
    expect(harness.storage.getItem('auth.token')).toBeNull();
    expect(harness.notifications).toEqual([
      { type: 'success', message: 'Logged out successfully.' },
    ]);
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });

  it('without a token just returns /login', async () => {
    harness.storage.setItem('auth.redirect_url', '/admin/payments');
    const store = createAppStore();

    const result = await store.dispatch(logout());

    expect(result.payload).toBe('/login');
    expect(routes()).toEqual([]);
    expect(harness.notifications).toEqual([]);
    expect(harness.storage.getItem('auth.redirect_url')).toBe('/admin/payments');
  });
});

it('signedOut (for onUnauthorized) signs the store out', () => {
  const store = createAppStore({ auth: { token: 'tok', user, status: 'signed-in' } });

  store.dispatch(signedOut());

  expect(store.getState().auth).toEqual({ token: null, user: null, status: 'signed-out' });
});
