// The records sync at a large university's size: the product (server/dist, as `npm start` runs
// it) reads N graduates from the records feed stand-in, previews the diff and applies it, then
// syncs again with nothing changed. Prints rows per second of each phase and the server's peak
// resident memory (VmHWM, which covers the embedded database's memory too), on a server started
// again after its first start. The 300 MB limit is the server's on PostgreSQL; on the embedded
// database the engine and its buffer cache live in the same process, so the figure is printed
// beside what that server held before the sync.
//
//   npm run bench:sync [-- --rows=200000] [--db=postgres|pglite|both]
//
// Env: BENCH_PG_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { option, positiveInteger } from '../lib/options.mjs';
import { repoRoot, signIn, startProduct } from '../lib/product.mjs';
import { scratchDatabase } from '../lib/scratch-database.mjs';

const rows = positiveInteger('rows', '200000');
const databases = option('db', 'both') === 'both' ? ['postgres', 'pglite'] : [option('db')];
const TIMEOUT_MS = 30 * 60_000;
const MEMORY_LIMIT_MB = 300;

const { startRecordsFeed } = await import(
  path.join(repoRoot, 'server', 'dist', 'scripts', 'records-feed-stand-in.js')
);

const sessionCode = '2024/2025';
const rowAt = (i) => ({
  student_id: `S${i}`,
  matric_number: `BEN/${String(i).padStart(7, '0')}`,
  surname: `Surname${i % 9973}`,
  first_name: 'Ada',
  other_names: i % 3 === 0 ? 'Chioma' : null,
  email: `graduate${i}@example.edu`,
  programme: `Programme ${i % 40}`,
  faculty: `Faculty ${i % 8}`,
  department: `Department ${i % 25}`,
  degree: 'B.Sc.',
  class_of_degree: 'Second Class Upper',
  graduation_session: sessionCode,
});

const peakRssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

async function measure(kind) {
  let databaseUrl;
  let dropDatabase = async () => undefined;
  if (kind === 'postgres') {
    const scratch = await scratchDatabase(`registrar_bench_sync_${process.pid}`);
    databaseUrl = scratch.url;
    dropDatabase = scratch.drop;
  }
  const feed = await startRecordsFeed({
    catalogue: {
      sessions: [{ code: sessionCode, name: '2024/2025 session', ends_on: '2025-09-30' }],
      programmes: [],
    },
    generated: { count: rows, rowAt },
  });
  const scratch = mkdtempSync(path.join(tmpdir(), 'registrar-bench-sync-'));
  writeFileSync(path.join(scratch, 'token'), 'feed-token\n');
  const env = { RECORDS_SOURCE_TOKEN_FILE: path.join(scratch, 'token') };
  // The embedded database's first start (initdb) peaks far above a running server: measure a
  // server started again on its data, as one runs after its first day.
  const first = await startProduct({ databaseUrl, label: 'bench-sync', env, keepData: true });
  await first.stop();
  const product = await startProduct({
    databaseUrl,
    label: 'bench-sync',
    env,
    dataDir: first.dataDir,
  });
  product.admin = first.admin;
  try {
    const token = await signIn(product.baseURL, product.admin);
    const before = peakRssMb(product.pid);
    const call = async (method, url, body) => {
      const res = await fetch(`${product.baseURL}/api${url}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json = await res.json();
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
      return json.data;
    };
    const until = async (id, status) => {
      const deadline = Date.now() + TIMEOUT_MS;
      for (;;) {
        const run = await call('GET', `/records-sync/runs/${id}`);
        if (run.status === status) return run;
        if (run.status === 'failed') throw new Error(`run ${id} failed: ${run.error}`);
        if (Date.now() > deadline) throw new Error(`run ${id} still ${run.status} after 30 min`);
        await new Promise((r) => setTimeout(r, 500));
      }
    };
    await call('PUT', '/records-source', {
      kind: 'http',
      base_url: feed.url,
      file_location: null,
      sync_every_hours: null,
      auto_apply: false,
    });
    const phase = async (label, start, status) => {
      const began = performance.now();
      const run = await start();
      const done = await until(run.id, status);
      const seconds = (performance.now() - began) / 1000;
      const peak = peakRssMb(product.pid);
      return { label, seconds, perSecond: Math.round(rows / seconds), run: done, peak };
    };
    const diff = await phase(
      'read + diff (new)',
      () => call('POST', '/records-sync/runs', { mode: 'full' }),
      'ready',
    );
    if (diff.run.counts.new !== rows)
      throw new Error(`expected ${rows} new, got ${JSON.stringify(diff.run.counts)}`);
    const apply = await phase(
      'apply',
      () => call('POST', `/records-sync/runs/${diff.run.id}/apply`),
      'applied',
    );
    if (apply.run.counts.applied !== rows) throw new Error(`applied ${apply.run.counts.applied}`);
    const again = await phase(
      'read + diff (unchanged)',
      () => call('POST', '/records-sync/runs', { mode: 'full' }),
      'ready',
    );
    if (again.run.counts.unchanged !== rows)
      throw new Error(`expected ${rows} unchanged, got ${JSON.stringify(again.run.counts)}`);
    return { kind, phases: [diff, apply, again], before, peak: peakRssMb(product.pid) };
  } finally {
    await product.stop();
    await feed.close();
    rmSync(scratch, { recursive: true, force: true });
    await dropDatabase();
  }
}

let over = false;
for (const kind of databases) {
  const result = await measure(kind);
  console.log(`\nrecords sync of ${rows.toLocaleString('en')} graduates, ${kind}`);
  for (const p of result.phases) {
    console.log(
      `  ${p.label.padEnd(26)} ${p.seconds.toFixed(1).padStart(7)} s  ${String(p.perSecond).padStart(7)} rows/s  peak RSS so far ${p.peak.toFixed(0)} MB`,
    );
  }
  const limited = kind === 'postgres';
  console.log(
    `  peak RSS of the server      ${result.peak.toFixed(0).padStart(5)} MB (${limited ? `limit ${MEMORY_LIMIT_MB}` : 'the embedded database included'}; ${result.before.toFixed(0)} MB before the sync)`,
  );
  if (limited && result.peak >= MEMORY_LIMIT_MB) over = true;
}
process.exit(over ? 1 : 0);
