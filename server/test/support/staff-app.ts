import type { Response } from 'light-my-request';
import type { AppOptions } from '../../src/app';
import {
  addStaffAndSignIn,
  bearer,
  type NewStaff,
  signIn,
  startTestApp,
  type TestApp,
} from './app';
import type { DatabaseTarget } from './databases';

/** The staff accounts a test file can ask for, each with one fixed identity. */
export const testStaff = {
  bursary: {
    name: 'Bola Bursar',
    username: 'bursar',
    email: 'bursar@registrar.test',
    role: 'bursary',
  },
  officer: {
    name: 'Ore Officer',
    username: 'officer',
    email: 'officer@registrar.test',
    role: 'registry_officer',
  },
} as const satisfies Record<string, NewStaff>;

export type StaffName = keyof typeof testStaff;

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface StaffApp<S extends StaffName> extends TestApp {
  /** Bearer tokens: the seeded administrator's and one for each staff account asked for. */
  as: Record<'admin' | S, string>;
  /** An API request (`url` below `/api`) with a bearer token, the administrator's unless given. */
  call(method: ApiMethod, url: string, payload?: unknown, token?: string): Promise<Response>;
}

/**
 * Registers the hooks of a describe block that works on one app: `beforeAll` starts it on a fresh
 * database of `target`, signs the administrator in and adds and signs in the staff named;
 * `afterAll` closes it. The returned object's fields are filled when the tests run, so read them
 * inside hooks and tests only. Hooks registered after this call run after the app started.
 * `options` may be a function, called in `beforeAll`, when it needs what earlier hooks made.
 */
export function staffApp<S extends StaffName = never>(
  target: DatabaseTarget,
  staff: readonly S[] = [],
  options: Partial<AppOptions> | (() => Partial<AppOptions>) = {},
): StaffApp<S> {
  const tokens: Partial<Record<'admin' | S, string>> = {};
  const context = {
    as: tokens,
    call: (method: ApiMethod, url: string, payload?: unknown, token?: string) =>
      context.app.inject({
        method,
        url: `/api${url}`,
        headers: bearer(token ?? context.as.admin),
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  } as StaffApp<S>;
  beforeAll(async () => {
    const appOptions = typeof options === 'function' ? options() : options;
    Object.assign(context, await startTestApp(target, appOptions));
    tokens.admin = await signIn(context.app, context.admin);
    for (const name of staff) tokens[name] = await addStaffAndSignIn(context, testStaff[name]);
  });
  afterAll(() => context.close());
  return context;
}
