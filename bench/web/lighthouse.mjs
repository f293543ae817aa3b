// Lighthouse 12 (pinned 12.8.2 in bench/package.json) in its default mode: mobile form factor and
// simulated slow-4G throttling, with the CPU slowdown calibrated to this host for each run (below).
// Runs the CLI so Lighthouse launches its own Chromium (CHROME_PATH) with the repo's flags.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/**
 * The CPU slowdown that makes this host simulate Lighthouse's reference phone, from the
 * `benchmarkIndex` Lighthouse measured on it: Lighthouse's calibration (docs/throttling.md and its
 * CPU throttling calculator): 150 → 1×, 800 → 2×, 1,300 → 3×, 1,533 → 4×, 2,000 → 6×, linear
 * between. Lighthouse's fixed 4× is right only for a host whose index is about 1,533.
 */
export function calibratedMultiplier(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) {
    throw new Error(`No CPU calibration for a benchmarkIndex of ${benchmarkIndex}`);
  }
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}

/**
 * One Lighthouse run of `url`: performance score (0-100), LCP, TBT (ms), CLS, and the host's
 * benchmarkIndex with the multiplier the run was simulated at.
 */
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

/**
 * Gathers once, then audits the same artifacts at the slowdown calibrated from the benchmarkIndex
 * measured in that gathering. With simulated throttling the page is loaded unthrottled and the
 * multiplier is applied only when the audits simulate the phone, so setting it in the saved
 * artifacts' settings (which audit mode requires to equal its own) changes nothing but the
 * simulation.
 */
async function lighthouseAttempt(url) {
  const dir = mkdtempSync(path.join(tmpdir(), 'registrar-lighthouse-'));
  const artifactsDir = path.join(dir, 'artifacts');
  const output = path.join(dir, 'report.json');
  const common = [
    url,
    '--quiet',
    '--only-categories=performance',
    `--chrome-flags=${chromiumArgs.join(' ')}`,
  ];
  const env = { ...process.env, CHROME_PATH: chromiumPath };
  try {
    await run([...common, `--gather-mode=${artifactsDir}`], env);
    const artifactsFile = path.join(artifactsDir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8'));
    const benchmarkIndex = artifacts.BenchmarkIndex;
    const multiplier = Math.round(calibratedMultiplier(benchmarkIndex) * 100) / 100;
    artifacts.settings.throttling.cpuSlowdownMultiplier = multiplier;
    writeFileSync(artifactsFile, JSON.stringify(artifacts));
    await run(
      [
        ...common,
        `--audit-mode=${artifactsDir}`,
        `--throttling.cpuSlowdownMultiplier=${multiplier}`,
        '--output=json',
        `--output-path=${output}`,
      ],
      env,
    );
    const report = JSON.parse(readFileSync(output, 'utf8'));
    const audit = (id) => report.audits[id]?.numericValue;
    return {
      score: Math.round((report.categories.performance.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcp: audit('first-contentful-paint'),
      benchmarkIndex: Math.round(benchmarkIndex),
      multiplier: report.configSettings.throttling.cpuSlowdownMultiplier,
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
    runs: results,
  };
}
