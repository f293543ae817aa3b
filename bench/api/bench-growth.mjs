#!/usr/bin/env node
/**
 * `npm run bench:growth` — do the admin lists (transcript applications, and certificate and
 * attestation applications, one request in ten), their searches, filters and sorts and the track
 * lookup stay fast as the applications table grows? At 1,000,000 rows within 2x of their
 * 10,000-row times (a filter that walks the sort's index for its matches costs more with depth).
 *
 * A fresh PostgreSQL database (127.0.0.1:5432, dropped at the end) gets the product's migrations
 * and first-start seed from the real server (server/dist, `npm run build` first); then rows are
 * added with INSERT … SELECT generate_series (one history row and one copy per application, a
 * second, emailed copy for the 3 in 10 sent by courier; names from a small pool, created_at one
 * minute apart; the copies' list keys come from the database's trigger), then VACUUM ANALYZE (what autovacuum does after
 * bulk inserts: planner statistics, and the visibility map index-only scans rely on). At each
 * size every query runs sequentially (one request at a time, after warm-up) --samples times; the
 * median and p95 server round trip are printed, the ratio large/base, and the total the admin
 * list reported ("est." when it is the planner's estimate, see modules/applications/README.md).
 *
 * Options: --rows=N (1000000) --base=N (10000) --samples=N (30).
 * Env: BENCH_PG_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres).
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { signIn, startProduct } from '../lib/product.mjs';
import { scratchDatabase } from '../lib/scratch-database.mjs';
import { certificatesIn, grow, growCertificates, trackingIdOf } from './growth-rows.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) =>
  Number(args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const rows = option('rows', 1_000_000);
const base = option('base', 10_000);
const samples = option('samples', 30);

/** The queries; `n` = rows now, so the looked-up row sits in the middle of the table. */
const queries = (n) => {
  const middle = Math.floor(n / 2);
  return [
    ['admin list, page 1', '/api/applications?page=1'],
    ['admin list, page 50', '/api/applications?page=50'],
    ['search: tracking id', `/api/applications?search=${trackingIdOf(middle)}`],
    [
      'search: matric number',
      `/api/applications?search=${encodeURIComponent(`GRW/${2000 + (middle % 25)}/${String(middle).padStart(7, '0')}`)}`,
    ],
    [
      'search: surname + first name',
      `/api/applications?search=${encodeURIComponent('Okafor Chinedu')}`,
    ],
    ['filter: international, page 1', '/api/applications?delivery=international'],
    ['filter: international, page 50', '/api/applications?delivery=international&page=50'],
    ['filter: hard copy, page 50', '/api/applications?delivery=hard_copy&page=50'],
    ['filter: rare purpose', '/api/applications?purpose=Immigration'],
    ['filter: student + paid', '/api/applications?type=student&status=paid'],
    ['sort: applicant, page 50', '/api/applications?sort=applicant&direction=asc&page=50'],
    ['sort: matric number, page 50', '/api/applications?sort=matric_number&page=50'],
    ['sort: reference, page 50', '/api/applications?sort=tracking_id&direction=asc&page=50'],
    ['track lookup', `/api/applications/track/${trackingIdOf(middle)}`],
    ['certificates: list, page 1', '/api/certificate-applications?page=1'],
    ['certificates: list, page 50', '/api/certificate-applications?page=50'],
    ['certificates: international, page 1', '/api/certificate-applications?delivery=international'],
    [
      'certificates: attestation + paid',
      '/api/certificate-applications?kind=attestation&status=paid',
    ],
    [
      'certificates: search matric number',
      `/api/certificate-applications?search=${encodeURIComponent(`CRT/${2000 + (certificatesIn(middle) % 25)}/${String(certificatesIn(middle)).padStart(7, '0')}`)}`,
    ],
    [
      'certificates: sort applicant, page 50',
      '/api/certificate-applications?sort=applicant&direction=asc&page=50',
    ],
  ];
};

/** What a list answer says its total is ("1,000,015 est." when estimated); '' for the rest. */
const totalOf = (body) => {
  const page = JSON.parse(body)?.data;
  if (typeof page?.total !== 'number' || !Array.isArray(page.data)) return '';
  return `${page.total.toLocaleString('en')}${page.total_is_estimate ? ' est.' : ''}`;
};

async function time(url, headers) {
  const durations = [];
  let body = '';
  for (let i = 0; i < samples + 3; i += 1) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    body = await res.text();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    if (i >= 3) durations.push(performance.now() - t0);
  }
  durations.sort((a, b) => a - b);
  return {
    median: durations[Math.floor(durations.length / 2)],
    p95: durations[Math.floor(durations.length * 0.95)],
    total: totalOf(body),
  };
}

async function measure(product, headers, n) {
  const out = {};
  for (const [name, path] of queries(n))
    out[name] = await time(`${product.baseURL}${path}`, headers);
  return out;
}

const { url, drop: dropDatabase } = await scratchDatabase(`registrar_growth_${process.pid}`);
let product;
const client = new pg.Client({ connectionString: url });
try {
  console.log(
    `bench:growth — ${base.toLocaleString('en')} → ${rows.toLocaleString('en')} applications on PostgreSQL; load avg ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (2 cores)`,
  );
  product = await startProduct({
    databaseUrl: url,
    label: 'bench-growth',
    env: { PUBLIC_RATE_LIMIT_MAX: '1000000' },
  });
  const token = await signIn(product.baseURL, product.admin);
  const headers = { authorization: `Bearer ${token}` };
  await client.connect();
  const t0 = performance.now();
  await grow(client, 0, base);
  await growCertificates(client, 0, certificatesIn(base));
  const small = await measure(product, headers, base);
  await grow(client, base, rows);
  await growCertificates(client, certificatesIn(base), certificatesIn(rows));
  const seedSeconds = ((performance.now() - t0) / 1000).toFixed(0);
  const large = await measure(product, headers, rows);
  const table = {};
  for (const key of Object.keys(small)) {
    const ratio = large[key].median / small[key].median;
    table[key] = {
      [`${base.toLocaleString('en')} rows median/p95 ms`]: `${small[key].median.toFixed(1)} / ${small[key].p95.toFixed(1)}`,
      [`${rows.toLocaleString('en')} rows median/p95 ms`]: `${large[key].median.toFixed(1)} / ${large[key].p95.toFixed(1)}`,
      ratio: `${ratio.toFixed(2)}x`,
      'within 2x': ratio <= 2 ? 'yes' : 'NO',
      [`list total at ${rows.toLocaleString('en')}`]: large[key].total,
    };
  }
  console.log(
    `(rows added in ${seedSeconds} s; ${samples} sequential requests per query, after 3 warm-up requests)`,
  );
  console.table(table);
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await client.end().catch(() => undefined);
  await product?.stop();
  await dropDatabase();
}
