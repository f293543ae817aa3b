import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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

/**
 * Puts the database archived in `file` under `dataDir`. The database there, if any, is moved aside
 * to `pglite.before-restore-<time>` (answered), never deleted.
 */
export async function restoreEmbedded(
  dataDir: string,
  file: string,
  now: Date = new Date(),
): Promise<{ movedAside: string | null }> {
  const archive = readFileSync(file);
  const lock = await acquireDataDirLock(dataDir);
  try {
    let movedAside: string | null = null;
    if (existsSync(databaseDir(dataDir))) {
      movedAside = `${databaseDir(dataDir)}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
      renameSync(databaseDir(dataDir), movedAside);
    }
    try {
      const pglite = new PGlite({
        dataDir: databaseDir(dataDir),
        loadDataDir: new Blob([archive]),
      });
      try {
        await pglite.waitReady;
        await pglite.exec('CHECKPOINT');
      } finally {
        await pglite.close();
      }
    } catch (error) {
      // An archive that does not load leaves the database as it was, not an empty one.
      rmSync(databaseDir(dataDir), { recursive: true, force: true });
      if (movedAside) renameSync(movedAside, databaseDir(dataDir));
      throw error;
    }
    return { movedAside };
  } finally {
    lock.release();
  }
}
