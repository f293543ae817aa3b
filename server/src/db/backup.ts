import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { acquireDataDirLock } from './data-dir-lock';
import { PGlite } from './pglite';

/**
 * Backups of the embedded database: PGlite's own archive of its data directory (`dumpDataDir`, a
 * gzipped tar that `loadDataDir` takes back), made and restored while no server holds DATA_DIR
 * (its lock refuses otherwise: PGlite has one writer, and a copy of open files is not a backup).
 * PostgreSQL is backed up with its own tools (docs/deploy.md).
 */

const databaseDir = (dataDir: string) => path.join(dataDir, 'pglite');

/** Writes the database under `dataDir` to `file`; answers the archive's size in bytes. */
export async function backupEmbedded(dataDir: string, file: string): Promise<number> {
  if (!existsSync(databaseDir(dataDir))) {
    throw new Error(`There is no embedded database in ${dataDir} to back up.`);
  }
  const lock = await acquireDataDirLock(dataDir);
  try {
    const pglite = new PGlite({ dataDir: databaseDir(dataDir) });
    try {
      await pglite.waitReady;
      // What is in memory goes to the data files before they are archived.
      await pglite.exec('CHECKPOINT');
      const archive = Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
      // Personal data: readable by its owner only, and never a half-written file under its name.
      writeFileSync(`${file}.partial`, archive, { mode: 0o600 });
      renameSync(`${file}.partial`, file);
      return archive.length;
    } finally {
      await pglite.close();
    }
  } finally {
    lock.release();
  }
}

/** Refuses an archive that loads but is not a Registrar database (no migrations recorded). */
async function assertRegistrarDatabase(pglite: PGlite): Promise<void> {
  const { rows } = await pglite.query<{ migrations: number }>(
    `SELECT count(*)::int AS migrations FROM kysely_migration`,
  );
  if (!rows[0] || rows[0].migrations === 0)
    throw new Error("The archive holds a database without Registrar's migrations.");
}

/**
 * Puts the database archived in `file` under `dataDir`. The archive is first loaded and checked in
 * a folder of its own (`pglite.restoring-<time>`); only then is the database there, if any, moved
 * aside to `pglite.before-restore-<time>` (answered, never deleted) and the restored one put in its
 * place. An archive that does not load, or is not a Registrar database, changes nothing.
 */
export async function restoreEmbedded(
  dataDir: string,
  file: string,
  now: Date = new Date(),
): Promise<{ movedAside: string | null }> {
  const archive = readFileSync(file);
  try {
    // A damaged archive is refused here: PGlite's own unpacking reports it also as an
    // unhandled rejection, which would end the process half-way.
    gunzipSync(archive);
  } catch (error) {
    throw new Error(
      `${file} is not a whole backup archive; nothing was changed. ${String(error)}`,
      {
        cause: error,
      },
    );
  }
  const lock = await acquireDataDirLock(dataDir);
  try {
    const stamp = now.toISOString().replace(/[:.]/g, '-');
    const restoring = `${databaseDir(dataDir)}.restoring-${stamp}`;
    try {
      const pglite = new PGlite({ dataDir: restoring, loadDataDir: new Blob([archive]) });
      try {
        await pglite.waitReady;
        await assertRegistrarDatabase(pglite);
        await pglite.exec('CHECKPOINT');
      } finally {
        await pglite.close().catch(() => undefined);
      }
    } catch (error) {
      rmSync(restoring, { recursive: true, force: true });
      throw new Error(`${file} could not be restored; nothing was changed. ${String(error)}`, {
        cause: error,
      });
    }
    let movedAside: string | null = null;
    if (existsSync(databaseDir(dataDir))) {
      movedAside = `${databaseDir(dataDir)}.before-restore-${stamp}`;
      renameSync(databaseDir(dataDir), movedAside);
    }
    renameSync(restoring, databaseDir(dataDir));
    return { movedAside };
  } finally {
    lock.release();
  }
}
