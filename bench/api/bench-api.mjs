#!/usr/bin/env node
/**
 * `npm run bench:api` — the API under load, on PostgreSQL and on PGlite, against its ceiling.
 *
 * For each database: a fresh one (PostgreSQL: a new database on 127.0.0.1:5432, dropped at the
 * end; PGlite: a temporary DATA_DIR), the real server (server/dist, `npm run build` first) with its
 * first-start seed, and beside it bench/api/ceiling.mjs (bare Fastify + the driver, same queries, no
 * validation) on the same data: the same database on PostgreSQL, a copy of the seeded data
 * directory on PGlite (one process owns a PGlite directory). autocannon, from a second process on
 * loopback, loads one of them at a time (50 connections); the idle one costs nothing. Per
 * endpoint: a warm-up, then `--rounds` pairs of runs of `--seconds`, product and ceiling in turn
 * (who goes first alternates), so each pair meets the same machine: its speed drifts by ±20–30%
 * over minutes here, and a comparison of runs minutes apart measured that drift as often as the
 * product.
 *
 * Options: --seconds=N (5), --rounds=N (3), --connections=N (50), --db=postgres,pglite, --only=track,list,…,
 * --log-level=L (warn: the product without its access log, as the ceiling has none; `info`, the
 * production default, adds one log line per request: run both to see what it costs).
 * Env: BENCH_PG_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres) for CREATE/DROP DATABASE.
 * The public rate limit is raised for the run (PUBLIC_RATE_LIMIT_MAX), or it would answer 429s.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { median, option, positiveInteger } from '../lib/options.mjs';
import { pgliteIsPatched, pglitePatch, signIn, startProduct } from '../lib/product.mjs';
import { undoOnStop } from '../lib/undo-on-stop.mjs';
import { compare, startCeiling, summarize } from './compare.mjs';
import {
  insertIdentityProof,
  scratchPostgres,
  seededApplication,
  withPglite,
  withPostgres,
} from './fixtures.mjs';

const seconds = positiveInteger('seconds', '5');
const rounds = positiveInteger('rounds', '3');
const connections = positiveInteger('connections', '50');
const databases = option('db', 'postgres,pglite').split(',');
const only = option('only', 'institution,track,list,submit').split(',');
for (const [name, values, known] of [
  ['db', databases, ['postgres', 'pglite']],
  ['only', only, ['institution', 'track', 'list', 'submit']],
]) {
  const unknown = values.filter((value) => !known.includes(value));
  if (unknown.length > 0) {
    console.error(`--${name}: unknown ${unknown.join(', ')} (known: ${known.join(', ')})`);
    process.exit(2);
  }
}
const logLevel = option('log-level', 'warn');
const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The four endpoints: product request and ceiling request for the same data. */
function endpoints({ trackingId, matric, token, identityToken }) {
  const body = JSON.stringify({
    matric_number: matric,
    identity_token: identityToken,
    email_address: 'bench@example.org',
    // The seeded wording: the bench's databases are new.
    consent: { wording_id: 1, receivers: ['hr@example.org'], agreed: true },
    copies: [
      {
        purpose: 'Employment',
        type: 'undergraduate',
        format: 'soft_copy',
        recipient_email: 'hr@example.org',
      },
    ],
  });
  const json = { 'content-type': 'application/json' };
  return [
    {
      key: 'institution',
      name: 'GET /institution',
      product: { path: '/api/institution' },
      ceiling: { path: '/institution' },
    },
    {
      key: 'track',
      name: 'GET /applications/track/{ref}',
      product: { path: `/api/applications/track/${trackingId}` },
      ceiling: { path: `/applications/track/${trackingId}` },
    },
    {
      key: 'list',
      name: 'GET /applications?page=2 (admin)',
      product: { path: '/api/applications?page=2', headers: { authorization: `Bearer ${token}` } },
      // The ceiling reads the session by the same token (every correct server must).
      ceiling: { path: '/applications?page=2', headers: { authorization: `Bearer ${token}` } },
    },
    {
      key: 'submit',
      name: 'POST /applications',
      product: { path: '/api/applications', method: 'POST', headers: json, body },
      ceiling: { path: '/applications', method: 'POST', headers: json, body },
    },
  ].filter((e) => only.includes(e.key));
}

async function benchDatabase(kind) {
  let databaseUrl;
  let dropDatabase = async () => undefined;
  if (kind === 'postgres') {
    const scratch = await scratchPostgres(adminUrl, `registrar_bench_${process.pid}`);
    databaseUrl = scratch.url;
    dropDatabase = undoOnStop(scratch.drop);
  }
  const rows = [];
  const dataDirs = [];
  const removeDataDirs = undoOnStop(async () => {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });
  const env = { PUBLIC_RATE_LIMIT_MAX: '1000000', LOG_LEVEL: logLevel };
  const label = `bench-api-${kind}`;
  try {
    let product = await startProduct({ databaseUrl, label, keepData: true, env });
    dataDirs.push(product.dataDir);
    let ceilingDb = `--pg=${databaseUrl}`;
    let list;
    try {
      const token = await signIn(product.baseURL, product.admin);
      const seeded = await seededApplication(product.baseURL, token);
      let identityToken;
      if (kind === 'postgres') {
        identityToken = await withPostgres(databaseUrl, (query) =>
          insertIdentityProof(query, seeded.matric),
        );
      } else {
        // PGlite's data directory belongs to one process: the proof is written while the product
        // is stopped, then the ceiling gets a copy of the seeded one (proof included), and the
        // product restarts on its own (the tokens live in the database, so they hold).
        await product.stop();
        identityToken = await withPglite(product.dataDir, (query) =>
          insertIdentityProof(query, seeded.matric),
        );
        const copy = mkdtempSync(path.join(tmpdir(), 'registrar-bench-ceiling-'));
        dataDirs.push(copy);
        cpSync(path.join(product.dataDir, 'pglite'), path.join(copy, 'pglite'), {
          recursive: true,
        });
        ceilingDb = `--pglite=${copy}`;
        product = await startProduct({ label, keepData: true, env, dataDir: product.dataDir });
      }
      list = endpoints({ ...seeded, token, identityToken });
      const ceiling = await startCeiling(ceilingDb);
      try {
        for (const e of list) {
          process.stderr.write(`  ${kind}: ${e.name} …\n`);
          const pairs = await compare(product, ceiling, e, { rounds, connections, seconds });
          const p = summarize(pairs.map((pair) => pair.product));
          const c = summarize(pairs.map((pair) => pair.ceiling));
          const ratios = pairs.map((pair) =>
            Math.round((100 * pair.product.rps) / pair.ceiling.rps),
          );
          rows.push({
            db: kind,
            endpoint: e.name,
            'req/s': Math.round(p.rps),
            'p50 ms': p.p50,
            'p99 ms': p.p99,
            'ceiling req/s': Math.round(c.rps),
            'ceiling p50/p99': `${c.p50}/${c.p99}`,
            ratio: `${Math.round(median(ratios))}%`,
            'ratio per round': ratios.join(' '),
            'CPU µs/req': p.cpu,
            'ceiling CPU µs/req': c.cpu,
            'non-2xx': p.failed,
            'ceiling non-2xx': c.failed,
          });
        }
      } finally {
        await ceiling.stop();
      }
    } finally {
      await product.stop();
    }
  } finally {
    await removeDataDirs();
    await dropDatabase();
  }
  return rows;
}

const before = loadavg().map((l) => l.toFixed(2));
console.log(
  `bench:api — ${rounds} rounds of ${seconds} s per endpoint and side, ${connections} connections, loopback; product log level ${logLevel}; load avg ${before.join(' ')} (2 cores)`,
);
if (databases.includes('pglite')) {
  // Product and ceiling load the same installed PGlite; say which one it is.
  console.log(
    pgliteIsPatched()
      ? `PGlite: patched (${pglitePatch}: no copy of its parser table per query)`
      : 'PGlite: NOT patched (figures of PGlite 0.4.6 as published; `npx patch-package` applies it)',
  );
}
const all = [];
for (const kind of databases) all.push(...(await benchDatabase(kind)));
console.table(all);
console.log(
  `load average after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(
  'CPU µs/req: server process + PostgreSQL processes (PGlite runs inside the server), per request of the measured run.',
);
console.log(
  'Goals: every endpoint ≥ 70% of its ceiling; track ≥ 5,000 req/s and p99 ≤ 20 ms on PostgreSQL.',
);
