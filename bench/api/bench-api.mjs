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
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  freePort,
  pgliteIsPatched,
  pglitePatch,
  repoRoot,
  signIn,
  startNodeArgs,
  startProduct,
} from '../lib/product.mjs';
import { load } from './load.mjs';
import { cpuMeter } from '../lib/cpu.mjs';
import { median, option, positiveInteger } from '../lib/options.mjs';

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

async function startCeiling(dbArg) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    // The same Node flags as the product (npm start's), so the two differ only in their code.
    [...startNodeArgs(), path.join(repoRoot, 'bench/api/ceiling.mjs'), `--port=${port}`, dbArg],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (c) => String(c).includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`ceiling exited with ${code}`)));
  });
  child.stdout.resume();
  return {
    baseURL: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** Reads one seeded application (tracking id and matric number) through the admin API. */
async function seededApplication(baseURL, token) {
  const res = await fetch(`${baseURL}/api/applications?per_page=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = await res.json();
  const row = body?.data?.data?.[0];
  if (!row)
    throw new Error(`no seeded application: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { trackingId: row.tracking_id, matric: row.applicant.matric_number };
}

/**
 * A proof of identity for the graduate of `matric`, written straight to the database (`query`:
 * (text, params) → rows) as a correct one-time code would have left it (server/src/modules/
 * identity): only the token's SHA-256 is stored. Every submission of the run reuses it, as one
 * applicant's several applications do; it lasts a day, longer than any run. The code flow itself
 * is not what the submit benchmark measures (and sends one code a minute per record).
 */
async function insertIdentityProof(query, matric) {
  const [graduate] = await query(
    'SELECT id, email FROM graduates WHERE upper(matric_number) = $1',
    [matric.trim().toUpperCase()],
  );
  if (!graduate) throw new Error(`no graduate ${matric} for the identity proof`);
  const token = randomBytes(32).toString('base64url');
  await query(
    `INSERT INTO identity_proofs (token_hash, graduate_id, email, expires_at)
     VALUES ($1, $2, $3, now() + interval '1 day')`,
    [
      createHash('sha256').update(token, 'utf8').digest('hex'),
      graduate.id,
      graduate.email ?? 'bench@example.org',
    ],
  );
  return token;
}

/** Runs `fn(query)` on the PostgreSQL database at `url`. */
async function withPostgres(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(async (text, params) => (await client.query(text, params)).rows);
  } finally {
    await client.end();
  }
}

/** Runs `fn(query)` on a PGlite DATA_DIR that no process holds (the product stopped). */
async function withPglite(dataDir, fn) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite({ dataDir: path.join(dataDir, 'pglite') });
  await db.waitReady;
  try {
    return await fn(async (text, params) => (await db.query(text, params)).rows);
  } finally {
    await db.close();
  }
}

/** One measured run of `seconds` against `target` ({ baseURL, pid }) with the CPU it cost. */
async function measure(target, request) {
  const meter = cpuMeter(target.pid);
  const result = await load(`${target.baseURL}${request.path}`, {
    ...request,
    connections,
    seconds,
  });
  return { ...result, cpu: meter.stop() };
}

/**
 * Product and ceiling, both listening, take turns on one endpoint: a 1 s warm-up each (JIT,
 * caches, PGlite's WebAssembly), then `rounds` pairs of measured runs, the side that goes first
 * alternating. A pair runs within seconds of itself, so both sides meet the same machine (its
 * speed moves by ±20–30% over minutes here); the ratio is the median of the pairs' ratios.
 */
async function compare(product, ceiling, endpoint) {
  for (const [target, request] of [
    [product, endpoint.product],
    [ceiling, endpoint.ceiling],
  ]) {
    await load(`${target.baseURL}${request.path}`, { ...request, connections, seconds: 1 });
  }
  const pairs = [];
  for (let round = 0; round < rounds; round++) {
    const pair = {};
    const order = round % 2 === 0 ? ['product', 'ceiling'] : ['ceiling', 'product'];
    for (const side of order) {
      pair[side] = await measure(side === 'product' ? product : ceiling, endpoint[side]);
    }
    pairs.push(pair);
  }
  return pairs;
}

/** The figures of one side over its rounds: median req/s, p50, p99; CPU per request over all. */
function summarize(runs) {
  const requests = runs.reduce((sum, r) => sum + r.requests, 0);
  const perRequest = (key) =>
    Math.round(
      (1e6 * runs.reduce((sum, r) => sum + (r.cpu?.[key] ?? 0), 0)) / Math.max(1, requests),
    );
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    failed: runs.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
    cpu: runs.every((r) => r.cpu) ? `${perRequest('server')}+${perRequest('postgres')}` : '–',
  };
}

async function benchDatabase(kind) {
  let databaseUrl;
  let dropDatabase = async () => undefined;
  if (kind === 'postgres') {
    const name = `registrar_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const rows = [];
  const dataDirs = [];
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
          const pairs = await compare(product, ceiling, e);
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
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
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
