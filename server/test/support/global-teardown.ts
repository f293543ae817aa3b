import { rmSync } from 'node:fs';
import { dropPostgresDatabase } from './databases';
import { sharedSeededTemplates } from './seeded-template';

/** Removes this run's seeded templates (global-setup.ts). */
export default async function globalTeardown(): Promise<void> {
  const { pglite, postgres } = sharedSeededTemplates();
  if (pglite) rmSync(pglite.source, { recursive: true, force: true });
  if (postgres) await dropPostgresDatabase(postgres.source);
}
