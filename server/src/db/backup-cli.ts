import path from 'node:path';
import { backupEmbedded, restoreEmbedded } from './backup';

/**
 * `npm run backup -- <file>` and `npm run restore -- <file>`: the embedded database in DATA_DIR
 * (default ./data), with the server stopped. With DATABASE_URL set, PostgreSQL's own pg_dump and
 * pg_restore do it (docs/deploy.md).
 */
async function main(): Promise<number> {
  const [command, file] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file) {
    console.error('Usage: npm run backup -- <file>   or   npm run restore -- <file>');
    return 2;
  }
  if (process.env.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump and restore it with pg_restore (docs/deploy.md).',
    );
    return 2;
  }
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
  if (command === 'backup') {
    const bytes = await backupEmbedded(dataDir, file);
    console.log(`Backed up the database in ${dataDir} to ${file} (${bytes} bytes).`);
  } else {
    const { movedAside } = await restoreEmbedded(dataDir, file);
    console.log(`Restored ${file} into ${dataDir}.`);
    if (movedAside) console.log(`The database that was there is kept in ${movedAside}.`);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
