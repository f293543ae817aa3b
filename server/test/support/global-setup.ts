import { postgresMigratedTemplate } from './databases';
import { pgliteMigratedTemplate, removeStaleCopies } from './pglite-template';

/**
 * Builds the migrated template databases once, before the test files start, so parallel workers
 * do not each build the same one (see databases.ts and pglite-template.ts). Each is kept for later
 * runs until a migration changes. Copies left by test processes that no longer run are removed.
 */
export default async function globalSetup(): Promise<void> {
  removeStaleCopies();
  await pgliteMigratedTemplate();
  if (process.env.TEST_DATABASE_URL) await postgresMigratedTemplate();
}
