import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DatabaseConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { seedIfEmpty, type SeedResult } from '../seed/seed';
import { recomputeOpenRequests } from '../modules/expected-completion/recompute';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbKind: DatabaseConfig['kind'];
  }
}

export interface DbPluginOptions {
  database: DatabaseConfig;
  adminEmail: string;
  /** Called once, on the start that created the first staff account, with its password. */
  onAdminCreated: (admin: NonNullable<SeedResult['admin']>) => void;
}

/** Opens the database, migrates it, seeds a fresh one, and closes it when the app closes. */
export default fp<DbPluginOptions>(
  async (app, options) => {
    const handle = await openDatabase(options.database);
    try {
      const applied = await migrateToLatest(handle.db);
      if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
      const { admin } = await seedIfEmpty(handle.db, { adminEmail: options.adminEmail });
      if (admin) options.onAdminCreated(admin);
      // Requests paid or in processing before expected dates were kept (and the demo seed's).
      const dated = await handle.db
        .transaction()
        .execute((trx) => recomputeOpenRequests(trx, { onlyMissing: true }));
      if (dated > 0) app.log.info({ requests: dated }, 'expected dates set');
    } catch (error) {
      await handle.close();
      throw error;
    }
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
    app.addHook('onClose', async () => {
      await handle.close();
      app.log.info('database closed');
    });
  },
  { name: 'db' },
);
