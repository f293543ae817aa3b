import { APPLICANT_SESSION_HEADER, getInstitution, listMyApplications } from '../contracts';
import { closedPortApiRoot } from '../test-support/test-server';
import { errorsShown, useClientHarness } from '../test-support/client-harness';
import { apiRequest, request } from './api-request';
import { authApi } from './auth';
import { configureApi } from './config';
import { institutionApi } from './institution';
import { tokenStorage } from './storage';

const harness = useClientHarness();

const CONNECTION = 'Please check your internet connection or wait until servers are back online.';
const GENERIC = 'An error occurred. Please try again.';

/** Each spec §8 rule, over the wire: the server's answer → the toasts shown. */
const cases: [
  string,
  { status: number; statusText?: string; json?: unknown; text?: string },
  string[],
][] = [
  [
    '417 → its message',
    { status: 417, json: { status: 'error', message: 'Pay the fee first' } },
    ['Pay the fee first'],
  ],
  [
    '401 → its message',
    { status: 401, json: { status: 'error', message: 'Session expired' } },
    ['Session expired'],
  ],
  ['401 without a body → Unauthorized', { status: 401 }, ['Unauthorized']],
  [
    'status text Unauthorized → Unauthorized',
    { status: 403, statusText: 'Unauthorized' },
    ['Unauthorized'],
  ],
  [
    '422 → first message of each field',
    {
      status: 422,
      json: {
        status: 'error',
        message: 'Invalid',
        errors: { email: ['Bad email', 'Long'], password: ['Required'] },
      },
    },
    ['Bad email', 'Required'],
  ],
  [
    'error → it',
    { status: 404, json: { status: 'error', message: 'M', error: 'No such rate' } },
    ['No such rate'],
  ],
  [
    'Student not found → nothing',
    { status: 404, json: { status: 'error', message: 'M', error: 'Student not found' } },
    [],
  ],
  [
    'message → it',
    { status: 409, json: { status: 'error', message: 'Rate exists' } },
    ['Rate exists'],
  ],
  ['HTML error page → generic', { status: 502, text: '<html>Bad Gateway</html>' }, [GENERIC]],
  ['200 that is not success → generic', { status: 200, json: { status: 'pending' } }, [GENERIC]],
  [
    'email not sent → translated',
    {
      status: 500,
      json: { status: 'error', message: 'Email could not be sent to this email address.' },
    },
    ['We could not send an email to this address. Please check it and try again.'],
  ],
];

describe('error responses', () => {
  it.each(cases)('%s', async (_name, reply, expected) => {
    harness.server.reply('GET /api/institution', reply);

    await expect(apiRequest(getInstitution)).resolves.toBe(false);

    expect(harness.notifications).toEqual(expected.map((message) => ({ type: 'error', message })));
  });

  it('isSilent returns false without notifying', async () => {
    harness.server.reply('GET /api/institution', {
      status: 500,
      json: { status: 'error', message: 'Down' },
    });

    await expect(institutionApi.get({ isSilent: true })).resolves.toBe(false);

    expect(harness.notifications).toEqual([]);
  });

  it('quietFor leaves those statuses to the caller and notifies the others', async () => {
    const failures: unknown[] = [];
    const onFailure = (failure: unknown) => failures.push(failure);
    harness.server.reply('GET /api/institution', {
      status: 404,
      json: { status: 'error', message: 'Not here' },
    });
    await expect(apiRequest(getInstitution, { quietFor: [404], onFailure })).resolves.toBe(false);
    expect(harness.notifications).toEqual([]);
    expect(failures).toEqual([{ status: 404, message: 'Not here' }]);

    harness.server.reply('GET /api/institution', {
      status: 500,
      json: { status: 'error', message: 'Down' },
    });
    await expect(apiRequest(getInstitution, { quietFor: [404], onFailure })).resolves.toBe(false);
    expect(harness.notifications).toEqual([{ type: 'error', message: 'Down' }]);
  });
});

describe('401', () => {
  it('with a token: clears it and calls onUnauthorized', async () => {
    tokenStorage.set('stale');
    harness.server.reply('GET /api/auth/user', {
      status: 401,
      json: { status: 'error', message: 'Unauthenticated.' },
    });

    await expect(authApi.user()).resolves.toBe(false);

    expect(harness.storage.getItem('auth.token')).toBeNull();
    expect(harness.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(errorsShown(harness.notifications)).toEqual(['Unauthenticated.']);
  });

  it('with status text Unauthorized and a token: clears it too', async () => {
    tokenStorage.set('stale');
    harness.server.reply('POST /api/auth/logout', { status: 400, statusText: 'Unauthorized' });

    await authApi.logout();

    expect(tokenStorage.get()).toBeNull();
    expect(harness.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('without a token: only shows the message', async () => {
    harness.server.reply('POST /api/auth/login', {
      status: 401,
      json: { status: 'error', message: 'Wrong password' },
    });

    await authApi.login({ email: 'a@b.test', password: 'x' });

    expect(harness.onUnauthorized).not.toHaveBeenCalled();
    expect(errorsShown(harness.notifications)).toEqual(['Wrong password']);
  });

  it('other errors keep the token', async () => {
    tokenStorage.set('good');
    harness.server.reply('GET /api/auth/user', {
      status: 500,
      json: { status: 'error', message: 'Oops' },
    });

    await authApi.user();

    expect(tokenStorage.get()).toBe('good');
    expect(harness.onUnauthorized).not.toHaveBeenCalled();
  });

  it("refusing a call's own credential keeps the staff token; the header goes with that call", async () => {
    tokenStorage.set('staff');
    harness.server.reply('GET /api/my-applications', {
      status: 401,
      json: { status: 'error', message: 'Your session has ended.' },
    });
    const onFailure = jest.fn();

    await expect(
      apiRequest(listMyApplications, {
        credential: { header: APPLICANT_SESSION_HEADER, value: 'applicant-session' },
        quietFor: [401],
        onFailure,
      }),
    ).resolves.toBe(false);

    expect(harness.server.requests.at(-1)?.headers['x-applicant-session']).toBe(
      'applicant-session',
    );
    expect(tokenStorage.get()).toBe('staff');
    expect(harness.onUnauthorized).not.toHaveBeenCalled();
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }));
    expect(harness.notifications).toEqual([]);
  });
});

describe('no usable response', () => {
  it('nothing listening → the connection message', async () => {
    configureApi({ prefixUrl: await closedPortApiRoot() });

    await expect(request('GET', '/institution')).resolves.toBe(false);

    expect(errorsShown(harness.notifications)).toEqual([CONNECTION]);
  });

  it('timeout → the connection message', async () => {
    configureApi({ timeout: 50 });
    harness.server.reply('GET /api/slow', (response) => {
      setTimeout(() => response.end('{"status":"success"}'), 1000).unref();
    });

    await expect(request('GET', '/slow')).resolves.toBe(false);

    expect(errorsShown(harness.notifications)).toEqual([CONNECTION]);
  });

  it('body cut off mid-way → Network Error', async () => {
    harness.server.reply('GET /api/cut', (response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '500' });
      response.write('{"status":"succ');
      setTimeout(() => response.destroy(), 20);
    });

    await expect(request('GET', '/cut')).resolves.toBe(false);

    expect(errorsShown(harness.notifications)).toEqual(['Network Error']);
  });

  it("the caller's own abort → false, nothing shown", async () => {
    harness.server.reply('GET /api/hang', () => undefined);
    const controller = new AbortController();
    const pending = request('GET', '/hang', undefined, { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 50));

    controller.abort();

    await expect(pending).resolves.toBe(false);
    expect(harness.notifications).toEqual([]);
  });
});

it('a missing :param is a programming error and throws', async () => {
  const endpoint = { ...getInstitution, path: '/institutions/:id' };
  await expect(apiRequest(endpoint)).rejects.toThrow(
    "Missing path parameter ':id' for /institutions/:id",
  );
});
