#!/usr/bin/env node
/**
 * Runs after `npm install` (root package.json "postinstall"): applies one fix to PGlite 0.4.6's
 * result parsing, the one upstream made in 0.5 (`parseResults` in its src/parse.ts).
 *
 * PGlite 0.4.6 copies the instance's whole table of type parsers (~316 entries, keyed by type
 * OID) into a new object on every query — `{ ...parsers, ...options?.parsers }` — even when the
 * query brings no parsers of its own. On this machine that copy was about half of a simple query's
 * time (`npm run bench:pglite`; figures in bench/RESULTS.md). The
 * fix copies only when the query has parsers of its own and otherwise reads the instance's table,
 * which parseResults only reads. 0.5 fixed it the same way, but 0.5 is PostgreSQL 18: its data
 * directories are not those of 0.4 (PostgreSQL 17), so upgrading means moving every DATA_DIR.
 *
 * The fix is applied to both builds: the CommonJS one (the server loads it) and the ES module one
 * (bench/api/ceiling.mjs imports it; the ceiling must run the same PGlite as the product).
 *
 *   node scripts/patch-pglite.mjs           apply (idempotent); exit 1 when the text is not found
 *   node scripts/patch-pglite.mjs --check   exit 1 unless both builds carry the fix
 *
 * Another PGlite version fails here on purpose: check whether it still needs the fix (0.5.x does
 * not), then change or remove this script and the postinstall entry.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PATCHED_VERSION = '0.4.6';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const checkOnly = process.argv.includes('--check');

// The server's dependency, resolved from the server's folder (hoisted or not).
const requireFromServer = createRequire(path.join(root, 'server', 'package.json'));
// Its main entry is dist/index.cjs (package.json is not among its exports).
const dist = path.dirname(requireFromServer.resolve('@electric-sql/pglite'));
const packageJson = path.join(dist, '..', 'package.json');
const { version } = JSON.parse(readFileSync(packageJson, 'utf8'));

const fail = (message) => {
  console.error(`[patch-pglite] ${message}`);
  process.exit(1);
};

if (version !== PATCHED_VERSION) {
  fail(
    `@electric-sql/pglite is ${version}, this script fixes ${PATCHED_VERSION}: see its header, then update or remove it`,
  );
}

// Minified: `X={...P,...O?.parsers}` where P is the instance's table and O the query's options.
const unpatched =
  /([A-Za-z_$][\w$]*)=\{\.\.\.([A-Za-z_$][\w$]*),\.\.\.([A-Za-z_$][\w$]*)\?\.parsers\}/;
const unpatchedAll = new RegExp(unpatched.source, 'g');
const patched =
  /([A-Za-z_$][\w$]*)=([A-Za-z_$][\w$]*)\?\.parsers\?\{\.\.\.([A-Za-z_$][\w$]*),\.\.\.\2\.parsers\}:\3/;

/** The two builds' files that hold parseResults (one each: index.cjs and an ESM chunk). */
const files = readdirSync(dist)
  .filter((name) => /\.(c?js)$/.test(name))
  .map((name) => path.join(dist, name))
  .filter((file) => {
    const text = readFileSync(file, 'utf8');
    return text.includes('?.parsers') && (unpatched.test(text) || patched.test(text));
  });

const cjs = files.filter((file) => file.endsWith('.cjs'));
const esm = files.filter((file) => file.endsWith('.js'));
if (cjs.length !== 1 || esm.length !== 1) {
  fail(
    `expected parseResults in one .cjs and one .js file of ${dist}, found: ${files.map((f) => path.basename(f)).join(', ') || 'none'}`,
  );
}

for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const matches = [...text.matchAll(unpatchedAll)];
  if (matches.length === 0 && patched.test(text)) continue;
  if (checkOnly)
    fail(`${path.basename(file)} is not patched: run \`node scripts/patch-pglite.mjs\``);
  if (matches.length !== 1) fail(`${path.basename(file)}: ${matches.length} matches, expected 1`);
  const fixed = text.replace(
    unpatchedAll,
    (_all, target, table, options) =>
      `${target}=${options}?.parsers?{...${table},...${options}.parsers}:${table}`,
  );
  writeFileSync(file, fixed);
  console.log(
    `[patch-pglite] ${path.basename(file)}: parsers copied only when a query brings its own`,
  );
}
if (checkOnly) console.log('[patch-pglite] both builds carry the fix');
