import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { type App, buildApp } from '../src/app';
import type { DatabaseConfig } from '../src/config';
import { LOCK_FILE } from '../src/db/data-dir-lock';
import { migrations } from '../migrations';
import { bearer, emptyStaticRoot } from './support/app';
import { createPostgresDatabase } from './support/databases';
import { pgliteTemplate } from './support/pglite-template';

interface Persistent {
  name: string;
  open(): Promise<{ config: DatabaseConfig; cleanup(): Promise<void>; crash?(): void }>;
}

const targets: Persistent[] = [
  {
    name: 'pglite data dir',
    open: async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'registrar-data-'));
      return {
        config: { kind: 'pglite', dataDir: dir, loadDataDir: await pgliteTemplate() },
        cleanup: async () => rmSync(dir, { recursive: true, force: true }),
        // What kill -9 leaves behind: a lock file naming a process that no longer exists.
        crash: () => writeFileSync(path.join(dir, LOCK_FILE), '999999999\n'),
      };
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  targets.push({
    name: 'postgres',
    open: async () => {
      const database = await createPostgresDatabase();
      return { config: database.config, cleanup: database.drop };
    },
  });
}

describe.each(targets)('restart on $name', (target) => {
  const staticRoot = emptyStaticRoot();
  afterAll(() => rmSync(staticRoot, { recursive: true, force: true }));

  it('migrates and seeds once, keeps data across restarts, and prints the password only once', async () => {
    const { config, cleanup, crash } = await target.open();
    const created: string[] = [];
    const start = async (): Promise<App> => {
      const app = buildApp({
        database: config,
        staticRoot,
        onAdminCreated: (admin) => created.push(admin.password),
      });
      await app.ready();
      return app;
    };
    try {
      let app = await start();
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@registrar.local', password: created[0] },
      });
      const token = login.json().data.token as string;
      const update = await app.inject({
        method: 'PUT',
        url: '/api/institutions/1',
        headers: bearer(token),
        payload: {
          name: 'Kept',
          acronym: 'K',
          logo_url: null,
          text_logo_url: null,
          banner_url: null,
          theme: { primary: '#000000', secondary: '#ffffff' },
        },
      });
      expect(update.statusCode).toBe(200);
      await app.close();

      app = await start();
      const applied = await app.db
        .selectFrom(sql<{ name: string }>`kysely_migration`.as('m'))
        .select('name')
        .execute();
      expect(applied.map((m) => m.name)).toEqual(Object.keys(migrations));
      expect(created).toHaveLength(1);
      const institution = await app.inject({ method: 'GET', url: '/api/institution' });
      expect(institution.json().data.name).toBe('Kept');
      const user = await app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: bearer(token),
      });
      expect(user.statusCode).toBe(200);
      await app.close();

      if (crash) {
        crash();
        app = await start();
        expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
          status: 'success',
          data: { db: 'ok' },
        });
        await app.close();
      }
    } finally {
      await cleanup();
    }
  });
});
