import { rmSync } from 'node:fs';
import { type App, type AppOptions, buildApp } from '../../src/app';
import { emptyStaticRoot, signIn } from './app';
import type { DatabaseTarget } from './databases';

/**
 * Registers the hooks of a describe block whose app signs with an institution key file and is
 * restarted on the same seeded database with another one (a key rotation): `start` closes the
 * running app, if any, and starts one with the key (null: the process's development key),
 * answering it and the administrator's token.
 */
export function appWithSigningKey(target: DatabaseTarget, options: Partial<AppOptions> = {}) {
  const staticRoot = emptyStaticRoot();
  let database: Awaited<ReturnType<DatabaseTarget['createSeeded']>>;
  let app: App | undefined;
  beforeAll(async () => {
    database = await target.createSeeded();
  });
  afterAll(async () => {
    await app?.close();
    await database.drop();
    rmSync(staticRoot, { recursive: true, force: true });
  });
  return {
    start: async (key: { file: string } | null, password = '') => {
      await app?.close();
      app = buildApp({
        database: database.config,
        staticRoot,
        logger: false,
        ...options,
        signing: key ? { p12Path: key.file, p12Password: password } : {},
      });
      try {
        await app.ready();
      } catch (error) {
        await app.close().catch(() => undefined);
        app = undefined;
        throw error;
      }
      return { app, token: await signIn(app, database.admin) };
    },
  };
}
