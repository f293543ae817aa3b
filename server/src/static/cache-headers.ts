import path from 'node:path';

/** Files the federation runtime fetches by a fixed name: they must always be revalidated. */
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'mf-stats.json']);
/** webpack's [contenthash] (≥ 8 hex digits) as a name segment: 'main.3f2a9c1b.js', '12-ab12cd34ef.css'. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Cache-Control for a built file: hashed names forever, everything else revalidated. */
export function cacheControlFor(filePath: string): string {
  // A pre-compressed copy (main.3f2a.js.br) is cached like the file it stands for.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  return HASHED_NAME.test(name) ? IMMUTABLE : NO_CACHE;
}
