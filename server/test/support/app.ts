import type { StaffRole } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/password';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type App, type AppOptions, buildApp } from '../../src/app';
import type { DatabaseTarget, TestDatabase } from './databases';

export interface TestApp {
  app: App;
  admin: { email: string; password: string };
  close(): Promise<void>;
}

export const emptyStaticRoot = () => mkdtempSync(path.join(tmpdir(), 'registrar-static-'));

/**
 * How the app's database starts: `copied` (default) as the server's first start left it, copied
 * from the run's seeded template (seeded-template.ts); `first-start` unseeded, so the app seeds
 * it on start as the server does on a fresh database (tests of the seed itself).
 */
export interface StartTestAppOptions {
  seed?: 'copied' | 'first-start';
}

/** Builds and readies an app on a fresh database of `target`; `close` also drops the database. */
export async function startTestApp(
  target: Pick<DatabaseTarget, 'name' | 'create' | 'createSeeded'>,
  options: Partial<AppOptions> = {},
  { seed = 'copied' }: StartTestAppOptions = {},
): Promise<TestApp> {
  if (seed === 'copied' && options.adminEmail !== undefined) {
    throw new Error('a copied database has its administrator already: use seed: first-start');
  }
  let admin: TestApp['admin'] | undefined;
  let database: TestDatabase;
  if (seed === 'copied') {
    const seeded = await target.createSeeded();
    ({ admin } = seeded);
    database = seeded;
  } else {
    database = await target.create();
  }
  const staticRoot = options.staticRoot ?? emptyStaticRoot();
  const app = buildApp({
    database: database.config,
    staticRoot,
    // TEST_LOG=debug shows the server's log while a test runs.
    logger: process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false,
    onAdminCreated: (created) => {
      admin = created;
    },
    ...options,
  });
  await app.ready();
  if (!admin) throw new Error('the seed did not create an administrator');
  return {
    app,
    admin,
    close: async () => {
      await app.close();
      await database.drop();
      if (!options.staticRoot) rmSync(staticRoot, { recursive: true, force: true });
    },
  };
}

/** Signs in through the API and returns the bearer token. */
export async function signIn(
  app: App,
  credentials: { email: string; password: string; remember?: boolean },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: credentials,
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return (response.json() as { data: { token: string } }).data.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface NewStaff {
  name: string;
  username: string;
  email: string;
  role: StaffRole;
  password?: string;
}

/** Adds a staff account straight to the database (no staff-users API involved) and signs it in. */
export async function addStaffAndSignIn(t: TestApp, staff: NewStaff): Promise<string> {
  const { password = 'staff-password', ...row } = staff;
  await t.app.db
    .insertInto('staff_users')
    .values({ ...row, password_hash: await hashPassword(password) })
    .execute();
  return signIn(t.app, { email: staff.email, password });
}

/**
 * GET and POST helpers that send each request from a new client address (the app must trust the
 * proxy), so rate limits stay out of tests about what is answered. `app` is read per request.
 */
export function fromDistinctAddresses(app: () => TestApp) {
  let addresses = 0;
  const from = () => ({ 'x-forwarded-for': `198.51.100.${(addresses += 1) % 250}` });
  const get = (url: string) => app().app.inject({ method: 'GET', url, headers: from() });
  const post = (url: string, payload?: object) =>
    app().app.inject({ method: 'POST', url, headers: from(), ...(payload ? { payload } : {}) });
  return { from, get, post };
}
