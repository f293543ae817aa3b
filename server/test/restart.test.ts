import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { type App, buildApp } from '../src/app';
import { migrations } from '../migrations';
import { bearer, emptyStaticRoot } from './support/app';
import { persistentTargets } from './persistent-targets';

const targets = persistentTargets();

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
