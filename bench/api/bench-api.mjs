#!/usr/bin/env node
/**
 * `npm run bench:api` — the API under load, on PostgreSQL and on PGlite, against its ceiling.
 *
 * For each database: a fresh one (PostgreSQL: a new database on 127.0.0.1:5432, dropped at the
 * end; PGlite: a temporary DATA_DIR), the real server (server/dist, `npm run build` first) with its
 * first-start seed, then autocannon from a second process on loopback, one endpoint at a time
 * (default 10 s, 50 connections). Then the server stops and bench/api/ceiling.mjs (bare Fastify +
 * the driver, same queries, no validation) serves the same database and gets the same load.
 * Only one server runs at a time, so both get the same two cores.
 *
 * Options: --seconds=N (10), --connections=N (50), --db=postgres,pglite, --only=track,list,…,
 * --log-level=L (warn: the product without its access log, as the ceiling has none; `info`, the
 * production default, adds one log line per request — what that costs is in the README).
 * Env: BENCH_PG_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres) for CREATE/DROP DATABASE.
 * The public rate limit is raised for the run (PUBLIC_RATE_LIMIT_MAX), or it would answer 429s.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, repoRoot, signIn, startNodeArgs, startProduct } from '../lib/product.mjs';
import { load } from './load.mjs';
import { cpuMeter } from '../lib/cpu.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const seconds = Number(option('seconds', '10'));
const connections = Number(option('connections', '50'));
const databases = option('db', 'postgres,pglite').split(',');
const only = option('only', 'institution,track,list,submit').split(',');
const logLevel = option('log-level', 'warn');
const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The four endpoints: product request and ceiling request for the same data. */
function endpoints({ trackingId, matric, token }) {
  const body = JSON.stringify({
    matric_number: matric,
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
      ceiling: { path: '/applications?page=2' },
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
 * A 1 s warm-up (JIT, caches, PGlite's WebAssembly), then the measured run, with the CPU time the
 * server process (`pid`) and PostgreSQL spent on it, per request.
 */
const run = async (baseURL, pid, request) => {
  await load(`${baseURL}${request.path}`, { ...request, connections, seconds: 1 });
  const meter = cpuMeter(pid);
  const result = await load(`${baseURL}${request.path}`, { ...request, connections, seconds });
  const cpu = meter.stop();
  const perRequest = (s) => Math.round((1e6 * s) / Math.max(1, result.requests));
  return {
    ...result,
    cpu: cpu && `${perRequest(cpu.server)}+${perRequest(cpu.postgres)}`,
  };
};

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
  let dataDir;
  try {
    const product = await startProduct({
      databaseUrl,
      label: `bench-api-${kind}`,
      keepData: true,
      env: { PUBLIC_RATE_LIMIT_MAX: '1000000', LOG_LEVEL: logLevel },
    });
    dataDir = product.dataDir;
    let list;
    try {
      const token = await signIn(product.baseURL, product.admin);
      list = endpoints({ ...(await seededApplication(product.baseURL, token)), token });
      for (const e of list) {
        process.stderr.write(`  ${kind}: ${e.name} …\n`);
        e.productResult = await run(product.baseURL, product.pid, e.product);
      }
    } finally {
      await product.stop();
    }
    const ceiling = await startCeiling(
      kind === 'postgres' ? `--pg=${databaseUrl}` : `--pglite=${dataDir}`,
    );
    try {
      for (const e of list) {
        process.stderr.write(`  ${kind}: ceiling ${e.name} …\n`);
        e.ceilingResult = await run(ceiling.baseURL, ceiling.pid, e.ceiling);
      }
    } finally {
      await ceiling.stop();
    }
    for (const e of list) {
      const p = e.productResult;
      const c = e.ceilingResult;
      rows.push({
        db: kind,
        endpoint: e.name,
        'req/s': Math.round(p.rps),
        'p50 ms': p.p50,
        'p99 ms': p.p99,
        'ceiling req/s': Math.round(c.rps),
        'ceiling p50/p99': `${c.p50}/${c.p99}`,
        ratio: `${Math.round((100 * p.rps) / c.rps)}%`,
        'CPU µs/req': p.cpu ?? '–',
        'ceiling CPU µs/req': c.cpu ?? '–',
        'non-2xx': p.non2xx + p.errors,
        'ceiling non-2xx': c.non2xx + c.errors,
      });
    }
  } finally {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase();
  }
  return rows;
}

const before = loadavg().map((l) => l.toFixed(2));
console.log(
  `bench:api — ${seconds} s per endpoint, ${connections} connections, loopback; product log level ${logLevel}; load avg ${before.join(' ')} (2 cores)`,
);
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
  'Goals (issue 9): every endpoint ≥ 70% of its ceiling; track ≥ 5,000 req/s and p99 ≤ 20 ms on PostgreSQL.',
);
