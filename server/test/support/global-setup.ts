import { postgresMigratedTemplate } from './databases';
import { pgliteMigratedTemplate } from './pglite-template';

/**
 * Builds the migrated template databases once, before the test files start, so parallel workers
 * do not each build the same one (see databases.ts and pglite-template.ts). Each is kept for later
 * runs until a migration changes.
 */
export default async function globalSetup(): Promise<void> {
  await pgliteMigratedTemplate();
  if (process.env.TEST_DATABASE_URL) await postgresMigratedTemplate();
}
