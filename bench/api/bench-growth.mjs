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
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { repoRoot, signIn, startProduct } from '../lib/product.mjs';
import { undoOnStop } from '../lib/undo-on-stop.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) =>
  Number(args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const rows = option('rows', 1_000_000);
const base = option('base', 10_000);
const samples = option('samples', 30);
const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const surnames = [
  'Okafor',
  'Adeyemi',
  'Bello',
  'Eze',
  'Ibrahim',
  'Nwosu',
  'Ogunleye',
  'Musa',
  'Danjuma',
  'Chukwu',
  'Abubakar',
  'Olawale',
  'Uche',
  'Balogun',
  'Yusuf',
  'Obi',
];
const firstNames = [
  'Chinedu',
  'Aisha',
  'Tunde',
  'Ngozi',
  'Emeka',
  'Fatima',
  'Segun',
  'Amaka',
  'Ibrahim',
  'Kemi',
  'Yakubu',
  'Ifeoma',
  'Dayo',
  'Zainab',
  'Obinna',
  'Halima',
];
/** Every request status, from the built contract (CommonJS), so the rows spread over all of them. */
const { requestStatuses: statuses } = createRequire(import.meta.url)(
  path.join(repoRoot, 'shared-api', 'dist', 'contracts', 'index.js'),
);
const purposes = ['Further Studies', 'Employment', 'Scholarship', 'Professional Body'];
const arr = (values) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;

/** Adds applications numbered (from, to] with one copy and one history row each. */
async function grow(client, from, to) {
  const batch = 100_000;
  for (let start = from; start < to; start += batch) {
    const end = Math.min(to, start + batch);
    await client.query('BEGIN');
    // Tracking ids: 'B' + 11 hex digits of the row number (hex digits are in the id alphabet).
    await client.query(
      `INSERT INTO applications (tracking_id, status, matric_number, surname, first_name, email,
         programme, graduation_year, fee, delivery_fee, total, created_at, updated_at)
       SELECT 'B' || lpad(upper(to_hex(i)), 11, '0'),
              (${arr(statuses)})[1 + i % ${statuses.length}],
              'GRW/' || (2000 + i % 25) || '/' || lpad(i::text, 7, '0'),
              (${arr(surnames)})[1 + i % ${surnames.length}],
              (${arr(firstNames)})[1 + (i / ${surnames.length}) % ${firstNames.length}],
              'applicant' || i || '@example.org',
              'Computer Science', 2000 + i % 25, 500000, 0, 500000,
              now() - make_interval(mins => ${to} - i), now() - make_interval(mins => ${to} - i)
         FROM generate_series($1::int + 1, $2::int) AS i`,
      [start, end],
    );
    // Copies like a registry's mix: 7 in 10 official, 3 in 10 by courier
    // (1 in 15 of those abroad, so 2% of applications), 1 in 200 for a rare purpose; the
    // hard-copy applications also get an emailed copy.
    const range = `tracking_id LIKE 'B%' AND tracking_id > 'B' || lpad(upper(to_hex($1::int)), 11, '0')
          AND tracking_id <= 'B' || lpad(upper(to_hex($2::int)), 11, '0')`;
    await client.query(
      `INSERT INTO application_copies (application_id, purpose, type, format, rate, delivery_fee,
         region_id, delivery_type, recipient_name, recipient_address, recipient_email)
       SELECT id, CASE WHEN id % 200 = 7 THEN 'Immigration' ELSE (${arr(purposes)})[1 + id % ${purposes.length}] END,
              CASE WHEN id % 10 < 7 THEN 'official' ELSE 'student' END,
              CASE WHEN hard THEN 'hard_copy' ELSE 'soft_copy' END, 500000, 0,
              CASE WHEN hard THEN (SELECT min(id) FROM regions WHERE type = CASE WHEN abroad THEN 2 ELSE 1 END) END,
              CASE WHEN hard THEN CASE WHEN abroad THEN 2 ELSE 1 END END,
              CASE WHEN hard THEN 'Admissions' END, CASE WHEN hard THEN '1 Road' END,
              CASE WHEN hard THEN NULL ELSE email END
         FROM (SELECT id, email, id % 10 IN (2, 5, 8) AS hard, id % 50 = 2 AS abroad
                 FROM applications WHERE ${range}) AS a`,
      [start, end],
    );
    await client.query(
      `INSERT INTO application_copies (application_id, purpose, type, format, rate, delivery_fee, recipient_email)
       SELECT id, 'Employment', 'official', 'soft_copy', 500000, 0, email FROM applications
        WHERE id % 10 IN (2, 5, 8) AND ${range}`,
      [start, end],
    );
    await client.query(
      `INSERT INTO application_status_history (application_id, from_status, to_status)
       SELECT id, NULL, 'pending_payment' FROM applications
        WHERE tracking_id LIKE 'B%' AND tracking_id > 'B' || lpad(upper(to_hex($1::int)), 11, '0')
          AND tracking_id <= 'B' || lpad(upper(to_hex($2::int)), 11, '0')`,
      [start, end],
    );
    await client.query('COMMIT');
    process.stderr.write(`  ${end.toLocaleString('en')} rows\n`);
  }
  await client.query(
    'VACUUM ANALYZE applications, application_copies, application_list_keys, application_status_history',
  );
}

const trackingIdOf = (i) => `B${i.toString(16).toUpperCase().padStart(11, '0')}`;

/** One request in ten is a certificate or attestation application: (from, to] of those. */
const certificatesIn = (applications) => Math.floor(applications / 10);

/**
 * Adds certificate and attestation applications numbered (from, to], each with its delivery as
 * one hard copy (1 in 15 abroad) and one history row, as the API stores them.
 */
async function growCertificates(client, from, to) {
  const range = `tracking_id LIKE 'C%' AND tracking_id > 'C' || lpad(upper(to_hex($1::int)), 11, '0')
      AND tracking_id <= 'C' || lpad(upper(to_hex($2::int)), 11, '0')`;
  await client.query('BEGIN');
  await client.query(
    `INSERT INTO applications (kind, tracking_id, status, matric_number, surname, first_name, email,
       programme, graduation_year, fee, delivery_fee, total, created_at, updated_at)
     SELECT CASE WHEN i % 3 = 0 THEN 'attestation' ELSE 'certificate' END,
            'C' || lpad(upper(to_hex(i)), 11, '0'),
            (${arr(statuses)})[1 + i % ${statuses.length}],
            'CRT/' || (2000 + i % 25) || '/' || lpad(i::text, 7, '0'),
            (${arr(surnames)})[1 + i % ${surnames.length}],
            (${arr(firstNames)})[1 + (i / ${surnames.length}) % ${firstNames.length}],
            'certificate' || i || '@example.org',
            'Computer Science', 2000 + i % 25, 1000000, 500000, 1500000,
            now() - make_interval(mins => 10 * (${to} - i)), now() - make_interval(mins => 10 * (${to} - i))
       FROM generate_series($1::int + 1, $2::int) AS i`,
    [from, to],
  );
  await client.query(
    `INSERT INTO application_copies (application_id, purpose, type, format, rate, delivery_fee,
       region_id, courier_id, delivery_type, recipient_name, recipient_address)
     SELECT id, kind, kind, 'hard_copy', 1000000, 500000,
            (SELECT min(id) FROM regions WHERE type = CASE WHEN abroad THEN 2 ELSE 1 END),
            (SELECT min(id) FROM couriers), CASE WHEN abroad THEN 2 ELSE 1 END,
            'Admissions', '1 Road'
       FROM (SELECT id, kind, id % 15 = 4 AS abroad FROM applications WHERE ${range}) AS a`,
    [from, to],
  );
  await client.query(
    `INSERT INTO application_status_history (application_id, from_status, to_status)
     SELECT id, NULL, 'pending_payment' FROM applications WHERE ${range}`,
    [from, to],
  );
  await client.query('COMMIT');
  await client.query('VACUUM ANALYZE applications, application_copies, application_list_keys');
}

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

const name = `registrar_growth_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
await admin.end();
const dropDatabase = undoOnStop(async () => {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await c.end();
});
const url = new URL(adminUrl);
url.pathname = `/${name}`;
let product;
const client = new pg.Client({ connectionString: url.toString() });
try {
  console.log(
    `bench:growth — ${base.toLocaleString('en')} → ${rows.toLocaleString('en')} applications on PostgreSQL; load avg ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (2 cores)`,
  );
  product = await startProduct({
    databaseUrl: url.toString(),
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
