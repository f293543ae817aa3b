// Lighthouse 12 (pinned 12.8.2 in bench/package.json) in its default mode: mobile form factor,
// simulated slow-4G throttling and 4x CPU slowdown. Runs the CLI so Lighthouse launches its own
// Chromium (CHROME_PATH) with the flags the rest of the repo uses.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../lib/product.mjs';
import { chromiumArgs, chromiumPath } from './measure.mjs';

const cli = path.join(repoRoot, 'node_modules', 'lighthouse', 'cli', 'index.js');

const run = (args, env) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`lighthouse exited with ${code}\n${stderr.slice(-2000)}`)),
    );
  });

// Lighthouse's own word for a run whose trace it could not record (NO_NAVSTART, NO_FCP, …):
// "Please run Lighthouse again". Such a run measured nothing, so it is run again (at most twice).
const RUNTIME_ERROR = 'Runtime error encountered';
const ATTEMPTS = 3;

/** One Lighthouse run of `url`: performance score (0-100), LCP, TBT (ms), CLS. */
export async function lighthouseOnce(url) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseAttempt(url);
    } catch (error) {
      if (attempt >= ATTEMPTS || !String(error.message).includes(RUNTIME_ERROR)) throw error;
      const reason = /Runtime error encountered: (.*)/.exec(error.message)?.[1] ?? '';
      console.error(`lighthouse: ${url} not recorded (${reason.trim()}); running it again`);
    }
  }
}

async function lighthouseAttempt(url) {
  const dir = mkdtempSync(path.join(tmpdir(), 'registrar-lighthouse-'));
  const output = path.join(dir, 'report.json');
  try {
    await run(
      [
        url,
        '--quiet',
        '--only-categories=performance',
        '--output=json',
        `--output-path=${output}`,
        `--chrome-flags=${chromiumArgs.join(' ')}`,
      ],
      { ...process.env, CHROME_PATH: chromiumPath },
    );
    const report = JSON.parse(readFileSync(output, 'utf8'));
    const audit = (id) => report.audits[id]?.numericValue;
    return {
      score: Math.round((report.categories.performance.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcp: audit('first-contentful-paint'),
      // Lighthouse's own CPU benchmark of this machine at the time of the run: its simulation
      // multiplies the main-thread time it observed by 4, so a slower moment reads as more TBT.
      benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0),
      lcpElement:
        report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
          ?.snippet,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** `runs` runs of `url`; the run with the median performance score is reported (as Lighthouse advises). */
export async function lighthouse(url, runs) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await lighthouseOnce(url));
  const score = median(results.map((r) => r.score));
  return {
    ...results.find((r) => r.score === score),
    runs: results.map((r) => r.score),
    benchmarkIndexes: results.map((r) => r.benchmarkIndex),
  };
}
