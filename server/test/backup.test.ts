import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import type { DatabaseConfig } from '../src/config';
import { backupEmbedded, restoreEmbedded } from '../src/db/backup';
import { DataDirLockedError } from '../src/db/data-dir-lock';
import { databaseTargets } from './support/databases';

/**
 * An operator backs the database up, the data changes (a mistake, a bad import), and the backup
 * is restored: what was there at the backup is there again, every row of every table. The
 * embedded database with `npm run backup` / `npm run restore` (server/src/db/backup.ts); PostgreSQL
 * with the pg_dump and pg_restore commands docs/deploy.md gives.
 */

/** Every row of the tables a change below touches, in a stable order. */
async function snapshot(config: DatabaseConfig) {
  const app = buildApp({ database: config, staticRoot: '/nonexistent', onAdminCreated: () => {} });
  await app.ready();
  try {
    const graduates = await app.db.selectFrom('graduates').selectAll().orderBy('id').execute();
    const programmes = await app.db.selectFrom('programmes').selectAll().orderBy('id').execute();
    return { graduates, programmes };
  } finally {
    await app.close();
  }
}

/** A change that a restore must undo: a graduate renamed, another deleted, one added. */
async function change(config: DatabaseConfig) {
  const app = buildApp({ database: config, staticRoot: '/nonexistent', onAdminCreated: () => {} });
  await app.ready();
  try {
    const [first, second] = await app.db
      .selectFrom('graduates')
      .select('id')
      .orderBy('id')
      .limit(2)
      .execute();
    await app.db
      .updateTable('graduates')
      .set({ surname: 'Changed' })
      .where('id', '=', first!.id)
      .execute();
    await app.db.deleteFrom('graduate_copies').where('graduate_id', '=', second!.id).execute();
    await app.db.deleteFrom('graduates').where('id', '=', second!.id).execute();
  } finally {
    await app.close();
  }
}

describe.each(databaseTargets())('backup and restore on $name', (target) => {
  const work = mkdtempSync(path.join(tmpdir(), 'registrar-backup-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('restores exactly what was backed up', async () => {
    const database = await target.createSeeded();
    try {
      const before = await snapshot(database.config);
      expect(before.graduates.length).toBeGreaterThan(2);
      const file = path.join(work, `${target.name}.backup`);
      if (database.config.kind === 'pglite') {
        expect(await backupEmbedded(database.config.dataDir!, file)).toBeGreaterThan(0);
      } else {
        execFileSync('pg_dump', ['--format=custom', `--file=${file}`, database.config.url]);
      }
      await change(database.config);
      expect(await snapshot(database.config)).not.toEqual(before);
      if (database.config.kind === 'pglite') {
        const { movedAside } = await restoreEmbedded(database.config.dataDir!, file);
        expect(movedAside).not.toBeNull();
        expect(readdirSync(database.config.dataDir!)).toContain(path.basename(movedAside!));
      } else {
        execFileSync('pg_restore', [
          '--clean',
          '--if-exists',
          `--dbname=${database.config.url}`,
          file,
        ]);
      }
      expect(await snapshot(database.config)).toEqual(before);
    } finally {
      await database.drop();
    }
  });

  if (target.name === 'pglite') {
    it('refuses while a server holds the data directory, and says why', async () => {
      const database = await target.createSeeded();
      const app = buildApp({ database: database.config, staticRoot: '/nonexistent' });
      await app.ready();
      try {
        await expect(
          backupEmbedded(
            database.config.kind === 'pglite' ? database.config.dataDir! : '',
            path.join(work, 'refused'),
          ),
        ).rejects.toBeInstanceOf(DataDirLockedError);
      } finally {
        await app.close();
        await database.drop();
      }
    });
  }
});
