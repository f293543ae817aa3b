import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';

/**
 * Data directories for PGlite test databases, used the way the server uses PGlite in production:
 * a `dataDir` on disk (`<dir>/pglite` beside the lock file).
 *
 * - `pgliteTemplate()`: a freshly initdb'd, empty cluster (tests of first start: migrations and
 *   seed run as in production).
 * - `pgliteMigratedTemplate()`: that cluster with every migration applied, not seeded. Its name
 *   carries a digest of the migration sources, so a changed or added migration builds a new one;
 *   the app's start-up still runs `migrateToLatest`, which finds nothing to apply.
 *
 * A test file's database is a copy of one (`copyOf`): copying 40 MB takes a fraction of a second
 * where initdb takes several, and PGlite opens a directory without unpacking a dump into memory.
 * They live in /dev/shm where the machine has it (memory-backed, so copies and PGlite's writes
 * never wait on a busy disk), else in the temp dir. A template is built in a private directory
 * and renamed into place, so concurrent builders (Jest workers, runs) never copy half of one.
 */
const scratchRoot = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();

/** A path in the directory where test data directories live. */
export const scratchPath = (name: string) => path.join(scratchRoot, name);

function pgliteVersion(): string {
  const entry = require.resolve('@electric-sql/pglite');
  const manifest = path.join(entry, '..', '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** A digest of every migration source file (names and contents), 12 hex characters. */
export function migrationsDigest(): string {
  const dir = path.join(__dirname, '..', '..', 'migrations');
  const digest = createHash('sha256');
  for (const name of readdirSync(dir).sort()) {
    digest
      .update(`${name}\0`)
      .update(readFileSync(path.join(dir, name)))
      .update('\0');
  }
  return digest.digest('hex').slice(0, 12);
}

async function cachedDir(name: string, build: (dir: string) => Promise<void>): Promise<string> {
  const dir = path.join(scratchRoot, name);
  if (existsSync(dir)) return dir;
  const building = `${dir}.${process.pid}.building`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building);
  await build(building);
  try {
    renameSync(building, dir);
  } catch (error) {
    // Another builder finished first; its template is the same.
    if (!existsSync(dir)) throw error;
    rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

/** Opens `dir` as the server does, runs `work`, and closes it (CHECKPOINT, lock released). */
async function withDatabase(
  dir: string,
  work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<void>,
) {
  const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
  try {
    await work(handle.db);
  } finally {
    await handle.close();
  }
}

export function pgliteTemplate(): Promise<string> {
  return cachedDir(`registrar-pglite-${pgliteVersion()}`, (dir) =>
    withDatabase(dir, async () => undefined),
  );
}

export async function pgliteMigratedTemplate(): Promise<string> {
  const empty = await pgliteTemplate();
  return cachedDir(`registrar-pglite-${pgliteVersion()}-migrated-${migrationsDigest()}`, (dir) => {
    cpSync(empty, dir, { recursive: true });
    return withDatabase(dir, async (db) => {
      await migrateToLatest(db);
    });
  });
}

/** A new data directory holding a copy of `template`; the caller removes it. */
export function copyOf(template: string): string {
  const dir = mkdtempSync(path.join(scratchRoot, `registrar-data-${process.pid}-`));
  cpSync(template, dir, { recursive: true });
  return dir;
}

export const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Removes the copies and half-built templates of test processes that have ended without removing
 * them (a crashed or killed run), so they do not pile up in memory.
 */
export function removeStaleCopies(): void {
  for (const name of readdirSync(scratchRoot)) {
    const owner = /^registrar-data-(\d+)-|^registrar-pglite-.*\.(\d+)\.building$/.exec(name);
    const pid = Number(owner?.[1] ?? owner?.[2]);
    if (owner && !isAlive(pid))
      rmSync(path.join(scratchRoot, name), { recursive: true, force: true });
  }
}
