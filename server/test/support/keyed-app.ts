import { rmSync } from 'node:fs';
import { type App, type AppOptions, buildApp } from '../../src/app';
import { emptyStaticRoot, signIn } from './app';
import type { DatabaseTarget } from './databases';

/** The key an app signs with: a PKCS#12 file, a development key file, or (null) the process's. */
export type TestSigningKey = { file: string } | { developmentFile: string } | null;

/**
 * Registers the hooks of a describe block whose app signs with an institution key file and is
 * restarted on the same seeded database with another one (a key rotation): `start` closes the
 * running app, if any, and starts one with the key, answering it and the administrator's token.
 * `another` starts a second app on the same database beside it (as another process would be;
 * PostgreSQL only), closed with the block.
 */
export function appWithSigningKey(target: DatabaseTarget, options: Partial<AppOptions> = {}) {
  const staticRoot = emptyStaticRoot();
  let database: Awaited<ReturnType<DatabaseTarget['createSeeded']>>;
  let app: App | undefined;
  const others: App[] = [];
  beforeAll(async () => {
    database = await target.createSeeded();
  });
  afterAll(async () => {
    await app?.close();
    for (const other of others) await other.close();
    await database.drop();
    rmSync(staticRoot, { recursive: true, force: true });
  });
  const ready = async (key: TestSigningKey, password: string) => {
    const started = buildApp({
      database: database.config,
      staticRoot,
      logger: false,
      ...options,
      signing:
        key === null
          ? {}
          : 'file' in key
            ? { p12Path: key.file, p12Password: password }
            : { developmentFile: key.developmentFile },
    });
    try {
      await started.ready();
    } catch (error) {
      await started.close().catch(() => undefined);
      throw error;
    }
    return { app: started, token: await signIn(started, database.admin) };
  };
  return {
    start: async (key: TestSigningKey, password = '') => {
      await app?.close();
      app = undefined;
      const started = await ready(key, password);
      app = started.app;
      return started;
    },
    another: async (key: TestSigningKey, password = '') => {
      const started = await ready(key, password);
      others.push(started.app);
      return started;
    },
  };
}
