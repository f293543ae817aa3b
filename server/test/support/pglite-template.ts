import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '../../src/db/pglite';

/**
 * A dump of a freshly initdb'd PGlite cluster, cached in the temp dir per PGlite version. Loading
 * it takes under a second where initdb takes several, so every test file gets a brand-new
 * in-memory database cheaply. Only the empty cluster is cached: migrations and the seed still run.
 */
function pgliteVersion(): string {
  const entry = require.resolve('@electric-sql/pglite');
  const manifest = path.join(entry, '..', '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

export async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(tmpdir(), `registrar-pglite-${pgliteVersion()}.tar`);
  if (!existsSync(file)) {
    const pglite = new PGlite();
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}
