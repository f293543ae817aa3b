#!/usr/bin/env node
/**
 * `npm run bench:pglite` — what one PGlite query costs, with and without the copy of the parser
 * table that patches/@electric-sql+pglite+0.4.6.patch removes.
 *
 * PGlite 0.4.6 copied its table of type parsers (~316 entries) on every query; patched, it copies
 * only for a query that passes parsers of its own. Passing an empty `parsers` option makes a
 * patched PGlite copy again, exactly as the unpatched one did for every query, so both costs are
 * measured in one process on one database: `--rounds` rounds, each timing `--queries` queries of
 * each kind in both modes, the mode that goes first alternating (this machine's speed drifts over
 * minutes). Prints the median µs per query of the rounds.
 *
 * Queries: `SELECT 1`, a primary-key lookup of a 2-column row, and one 12-column row with text
 * and timestamps (the shape of the product's institution read, GET /institution).
 * Options: --rounds=N (5), --queries=N (2000).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { median, positiveInteger } from '../lib/options.mjs';
import { pgliteIsPatched, pglitePatch, repoRoot } from '../lib/product.mjs';

const rounds = positiveInteger('rounds', '5');
const queries = positiveInteger('queries', '2000');

// The server's PGlite (the build the product loads).
const requireFromServer = createRequire(path.join(repoRoot, 'server', 'package.json'));
const { PGlite } = requireFromServer('@electric-sql/pglite');

if (!pgliteIsPatched()) {
  // Unpatched, both modes copy: the comparison would measure nothing.
  console.error('bench:pglite: the installed PGlite is not patched: run `npx patch-package`');
  process.exit(1);
}

const db = new PGlite();
await db.waitReady;
await db.exec(`
  CREATE TABLE t (id int PRIMARY KEY, v text);
  INSERT INTO t SELECT g, 'value ' || g FROM generate_series(1, 1000) g;
  CREATE TABLE institution (id serial PRIMARY KEY, name text, short_name text, address text,
    email text, phone text, website text, text_logo text, primary_color text, secondary_color text,
    created_at timestamptz DEFAULT now(), updated_at timestamptz DEFAULT now());
  INSERT INTO institution (name, short_name, address, email, phone, website, text_logo,
    primary_color, secondary_color)
  VALUES ('Registrar University', 'RU', '1 University Road', 'registry@example.edu', '+234 1 000',
    'https://example.edu', 'RU', '#1f3a93', '#f5a623');
`);

const kinds = [
  ['SELECT 1', 'SELECT 1 AS one', () => []],
  ['primary-key lookup', 'SELECT * FROM t WHERE id = $1', (i) => [(i % 1000) + 1]],
  ['12-column row', 'SELECT * FROM institution ORDER BY id LIMIT 1', () => []],
];
const modes = {
  // What every query did before the patch: copy the whole parser table.
  copy: { parsers: {} },
  // The patched default: read the instance's table.
  'no copy': undefined,
};

const time = async (text, params, options) => {
  const start = process.hrtime.bigint();
  for (let i = 0; i < queries; i += 1) await db.query(text, params(i), options);
  return Number(process.hrtime.bigint() - start) / 1000 / queries;
};

const results = {};
for (const [label, text, params] of kinds) {
  for (const options of Object.values(modes)) await time(text, params, options); // warm-up
  const samples = { copy: [], 'no copy': [] };
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? ['copy', 'no copy'] : ['no copy', 'copy'];
    for (const mode of order) samples[mode].push(await time(text, params, modes[mode]));
  }
  const copy = median(samples.copy);
  const noCopy = median(samples['no copy']);
  results[label] = {
    'µs/query, copying the parsers (0.4.6)': Math.round(copy),
    'µs/query, patched': Math.round(noCopy),
    'saved per query': `${Math.round(copy - noCopy)} µs (${Math.round((100 * (copy - noCopy)) / copy)}%)`,
  };
}
await db.close();

console.log(
  `bench:pglite — PGlite in memory (patched: ${pglitePatch}), ${rounds} rounds of ${queries} queries per kind and mode`,
);
console.table(results);
