#!/usr/bin/env node
/**
 * `npm run bench:web` — the weight and speed of the front end as a visitor gets it.
 *
 *  1. Uses the production build (`npm run build`; pass --build to run it first).
 *  2. Starts the real server (PGlite in a temporary DATA_DIR, a free port on 127.0.0.1).
 *  3. Chromium (Playwright) opens / and, signed in as the first administrator, /admin/overview on a
 *     cold cache; every JS and CSS response until the page shows its heading and the network is idle
 *     is gzipped (level 9) and summed. React and react-dom must each arrive in exactly one file.
 *  4. Lighthouse 12.8.2, mobile (its default) with the CPU slowdown calibrated to this host's
 *     benchmarkIndex in each run, on /, /track and /start-application: score, LCP, TBT, CLS of
 *     every run and of the median one (--runs=N, default 5).
 *  5. Prints a table against the budgets in bench/budgets.json; writes bench/results/web.json.
 * Options: --build, --runs=N, --no-lighthouse, --files (list every file of the byte measurement).
 * Exit code: 0 = measured (budgets are reported, not enforced here: `npm run budgets` enforces).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { repoRoot, signIn, startProduct } from '../lib/product.mjs';
import { lighthouse } from './lighthouse.mjs';
import { byteRows } from './budget-table.mjs';
import { kb, launchBrowser, measureBytes } from './measure.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 5);
const budgetsFile = process.env.BUDGETS_FILE ?? path.join(repoRoot, 'bench', 'budgets.json');
const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8'));

if (flag('build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const verdict = (value, limit, lowerIsBetter = true) =>
  value === undefined ? '' : (lowerIsBetter ? value <= limit : value >= limit) ? 'ok' : 'OVER';

const product = await startProduct({ label: 'bench-web' });
const browser = await launchBrowser();
const results = { measuredAt: new Date().toISOString(), load: loadavg().map((l) => +l.toFixed(2)) };
try {
  const token = await signIn(product.baseURL, product.admin);
  const bytes = await measureBytes(browser, product.baseURL, token);
  results.bytes = bytes;

  console.log(
    `\nInitial load, cold cache (gzip -9 of each JS/CSS response; load avg ${results.load.join(' ')})`,
  );
  const rows = byteRows(bytes, budgets.bytes);
  console.table(rows.table);
  for (const note of [...rows.failures, ...rows.notes]) console.log(note);
  console.log(
    `One React: home has react in ${bytes.home.reactCopies} file(s), react-dom in ${bytes.home.reactDomCopies}; ` +
      `admin: ${bytes.admin.reactCopies} / ${bytes.admin.reactDomCopies} → ` +
      (isSingleReact(bytes) ? 'ok (exactly one each)' : 'FAILED'),
  );
  for (const [name, page] of Object.entries(bytes)) {
    if (page.pageErrors.length) console.log(`page errors on ${name}:`, page.pageErrors);
    if (flag('files')) {
      console.log(`\n${name}: files by gzip size`);
      console.table(
        page.files.map((f) => ({
          file: new URL(f.url).pathname,
          kind: f.kind,
          raw: kb(f.bytes),
          gzip: kb(f.gzip),
        })),
      );
    }
  }

  if (!flag('no-lighthouse')) {
    const l = budgets.lighthouse;
    results.lighthouse = {};
    const perRun = [];
    const summary = {};
    for (const route of ['/', '/track', '/start-application']) {
      const r = await lighthouse(`${product.baseURL}${route}`, runs);
      results.lighthouse[route] = r;
      r.runs.forEach((run, i) =>
        perRun.push({
          page: route,
          run: i + 1,
          'CPU index': run.benchmarkIndex,
          'CPU ×': run.multiplier,
          score: run.score,
          'TBT ms': Math.round(run.tbt),
          'LCP ms': Math.round(run.lcp),
          CLS: +run.cls.toFixed(3),
          'FCP ms': Math.round(run.fcp),
        }),
      );
      const lowest = Math.min(...r.runs.map((run) => run.score));
      summary[route] = {
        'median score': r.score,
        'lowest score': lowest,
        'TBT ms': Math.round(r.tbt),
        'LCP ms': Math.round(r.lcp),
        CLS: +r.cls.toFixed(3),
        status:
          [
            verdict(r.score, l.score, false) === 'ok' ? '' : 'score',
            verdict(lowest, l.everyRunScore, false) === 'ok' ? '' : 'lowest',
            verdict(r.tbt, l.tbtMs) === 'ok' ? '' : 'TBT',
            verdict(r.lcp, l.lcpMs) === 'ok' ? '' : 'LCP',
            verdict(r.cls, l.cls) === 'ok' ? '' : 'CLS',
          ]
            .filter(Boolean)
            .join('+') || 'ok',
      };
    }
    console.log(
      `\nLighthouse 12.8.2 mobile (simulated slow 4G; CPU slowdown calibrated per run), ${runs} runs a page`,
    );
    console.table(perRun);
    console.log(
      "CPU index: Lighthouse's benchmarkIndex of this machine in that run (higher is faster); " +
        "CPU ×: the slowdown Lighthouse's calibration gives for it, so every run simulates the same phone.",
    );
    console.log(
      `\nMedian run of each page; targets: median score ≥ ${l.score}, every run ≥ ${l.everyRunScore}, TBT ≤ ${l.tbtMs} ms, LCP ≤ ${l.lcpMs} ms, CLS ≤ ${l.cls}`,
    );
    console.table(summary);
    for (const [route, r] of Object.entries(results.lighthouse)) {
      if (r.lcpElement) console.log(`LCP element on ${route}: ${r.lcpElement}`);
    }
  }
  results.loadAfter = loadavg().map((l) => +l.toFixed(2));
  console.log(
    `\nload average before/after: ${results.load.join(' ')} / ${results.loadAfter.join(' ')} (2 cores)`,
  );
  mkdirSync(path.join(repoRoot, 'bench', 'results'), { recursive: true });
  writeFileSync(
    path.join(repoRoot, 'bench', 'results', 'web.json'),
    JSON.stringify(results, null, 2),
  );
  if (!isSingleReact(bytes)) process.exitCode = 1;
} finally {
  await browser.close();
  await product.stop();
}

function isSingleReact(bytes) {
  return Object.values(bytes).every((p) => p.reactCopies === 1 && p.reactDomCopies === 1);
}
