import {
  buildPostgresSeededTemplate,
  dropStalePostgresDatabases,
  postgresMigratedTemplate,
} from './databases';
import { pgliteMigratedTemplate, removeStaleCopies } from './pglite-template';
import { buildPgliteSeededTemplate, shareSeededTemplates } from './seeded-template';

/**
 * Builds the template databases before the test files start, so parallel workers do not each
 * build the same one (see databases.ts, pglite-template.ts and seeded-template.ts). The migrated
 * templates are kept for later runs until a migration changes; the seeded ones are this run's
 * (global-teardown.ts removes them). Copies and databases left by test processes that no longer
 * run are removed.
 */
export default async function globalSetup(): Promise<void> {
  removeStaleCopies();
  await pgliteMigratedTemplate();
  const pglite = await buildPgliteSeededTemplate();
  if (!process.env.TEST_DATABASE_URL) {
    shareSeededTemplates({ pglite });
    return;
  }
  await dropStalePostgresDatabases();
  await postgresMigratedTemplate();
  shareSeededTemplates({ pglite, postgres: await buildPostgresSeededTemplate() });
}
