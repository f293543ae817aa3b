import { type Kysely, type MigrationProvider, Migrator } from 'kysely';
import { migrations } from '../../migrations';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; already applied migrations are skipped (safe on every start). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
