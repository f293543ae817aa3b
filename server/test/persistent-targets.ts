import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseConfig } from '../src/config';
import { LOCK_FILE } from '../src/db/data-dir-lock';
import { createPostgresDatabase } from './support/databases';
import { copyOf, pgliteTemplate } from './support/pglite-template';

/** A database that outlives the app on it, so a test can stop the app and start another. */
export interface Persistent {
  name: string;
  open(): Promise<{ config: DatabaseConfig; cleanup(): Promise<void>; crash?(): void }>;
}

/** A PGlite data directory, and a PostgreSQL database when TEST_DATABASE_URL is set. */
export function persistentTargets(): Persistent[] {
  const targets: Persistent[] = [
    {
      name: 'pglite data dir',
      open: async () => {
        const dir = copyOf(await pgliteTemplate());
        return {
          config: { kind: 'pglite', dataDir: dir },
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
  return targets;
}
