import Module from 'node:module';
import path from 'node:path';
import type * as PGliteModule from '@electric-sql/pglite';

/**
 * PGlite, loaded by Node's own module loader. Under plain Node this equals `require`. Under Jest it
 * keeps PGlite out of the test sandbox, whose VM cannot run the `import()` calls of PGlite's
 * emscripten loader (without --experimental-vm-modules), and a test worker compiles the
 * WebAssembly once instead of once per test file.
 */
function loadNatively<T>(request: string): T {
  const loader = new Module(__filename);
  loader.filename = __filename;
  loader.paths = (
    Module as unknown as { _nodeModulePaths(dir: string): string[] }
  )._nodeModulePaths(path.dirname(__filename));
  return loader.require(request) as T;
}

export const { PGlite } = loadNatively<typeof PGliteModule>('@electric-sql/pglite');
export type PGlite = PGliteModule.PGlite;
