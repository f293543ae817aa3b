import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { migrateToLatest } from '../../src/db/migrate';
import { PGlite } from '../../src/db/pglite';

/**
 * Data-directory dumps cached in the temp dir, loaded by every test file that wants a brand-new
 * in-memory PGlite database: loading one takes about a second where initdb takes several, and
 * the migrated one saves running every migration again per test file.
 *
 * - `pgliteTemplate()`: a freshly initdb'd, empty cluster (tests of first start: migrations and
 *   seed run as in production).
 * - `pgliteMigratedTemplate()`: that cluster with every migration applied, not seeded. Its file
 *   name carries a digest of the migration sources, so a changed or added migration builds a new
 *   one; the app's start-up still runs `migrateToLatest`, which finds nothing to apply.
 *
 * A dump is written to a private file and renamed into place, so concurrent builders (two Jest
 * workers, two runs) never read half a file; the last rename wins with identical content.
 */
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

async function cached(file: string, build: () => Promise<Blob>): Promise<Blob> {
  if (!existsSync(file)) {
    const dump = await build();
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

export function pgliteTemplate(): Promise<Blob> {
  return cached(path.join(tmpdir(), `registrar-pglite-${pgliteVersion()}.tar`), async () => {
    const pglite = new PGlite();
    try {
      return await pglite.dumpDataDir('none');
    } finally {
      await pglite.close();
    }
  });
}

export async function pgliteMigratedTemplate(): Promise<Blob> {
  const file = path.join(
    tmpdir(),
    `registrar-pglite-${pgliteVersion()}-migrated-${migrationsDigest()}.tar`,
  );
  return cached(file, async () => {
    const pglite = new PGlite({ loadDataDir: await pgliteTemplate() });
    try {
      const db = new Kysely({ dialect: new PGliteDialect(pglite) });
      await migrateToLatest(db);
      // Everything written to the data files, so loading the dump replays no WAL.
      await sql`CHECKPOINT`.execute(db);
      return await pglite.dumpDataDir('none');
    } finally {
      await pglite.close();
    }
  });
}
