#!/usr/bin/env node
/**
 * `npm run bench:tests` — the wall time of the README's test command (`npm test`), as CI runs it
 * (PGlite and PostgreSQL: TEST_DATABASE_URL defaults to 127.0.0.1:5432/test).
 *
 * --busy: `npm run bench:api` runs beside the tests, again and again until they end (then it is
 * stopped), so the figure is the suite's time on a machine that is doing something else; needs
 * `npm run build` first. --limit-min=N (8): the line says whether the run kept within it.
 * Prints the load average before and after, the tests passed and failed, the wall time, and where
 * it went: each package's summed file durations and the slowest files. Exits with npm test's
 * status.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../lib/product.mjs';
import { positiveInteger } from '../lib/options.mjs';

const busy = process.argv.includes('--busy');
const limitMin = positiveInteger('limit-min', '8');
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;

/** Runs `npm …` in its own process group, so stopping it stops everything it started. */
const npm = (args, extraEnv = {}, stdio = 'inherit') =>
  spawn('npm', args, {
    cwd: repoRoot,
    env: { ...process.env, ...extraEnv },
    stdio,
    detached: true,
  });
const exited = (child) => new Promise((resolve) => child.once('exit', (code) => resolve(code)));

let stopBeside = async () => undefined;
if (busy) {
  let running = true;
  let current;
  const loop = (async () => {
    let runs = 0;
    while (running) {
      current = npm(['run', 'bench:api', '--', '--rounds=1'], {}, 'ignore');
      await exited(current);
      runs += 1;
    }
    return runs;
  })();
  stopBeside = async () => {
    running = false;
    try {
      process.kill(-current.pid, 'SIGTERM');
    } catch {
      // already ended
    }
    return loop;
  };
}

const out = mkdtempSync(path.join(tmpdir(), 'registrar-test-time-'));
const report = path.join(out, 'jest.json');
console.log(
  `cores: ${cpus().length}; load average before: ${load()}; mode: ${busy ? 'busy (bench:api beside)' : 'quiet'}`,
);
const started = Date.now();
const tests = npm(['test', '--', '--ci', '--json', `--outputFile=${report}`], {
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
});
const status = await exited(tests);
const wall = Date.now() - started;
const benchRuns = await stopBeside();
let counts = 'no report';
let breakdown = [];
try {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  counts = `${json.numPassedTests} passed, ${json.numFailedTests} failed`;
  const files = json.testResults.map((file) => ({
    name: path.relative(repoRoot, file.name),
    seconds: (file.endTime - file.startTime) / 1000,
  }));
  const perPackage = new Map();
  for (const file of files) {
    const name = file.name.split(path.sep)[0];
    perPackage.set(name, (perPackage.get(name) ?? 0) + file.seconds);
  }
  breakdown = [
    `files: ${files.length}; summed file durations per package (files run in parallel): ` +
      [...perPackage]
        .sort((a, b) => b[1] - a[1])
        .map(([name, seconds]) => `${name} ${Math.round(seconds)} s`)
        .join(', '),
    'slowest files:',
    ...files
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, 8)
      .map((file) => `  ${file.seconds.toFixed(1).padStart(6)} s  ${file.name}`),
  ];
} catch {
  // npm test ended before writing its report; its status says why
}
rmSync(out, { recursive: true, force: true });
for (const line of breakdown) console.log(line);
console.log(`load average after: ${load()}${busy ? `; bench:api runs beside: ${benchRuns}` : ''}`);
console.log(
  `npm test (${busy ? 'busy' : 'quiet'}): ${counts}; wall ${minutes(wall)} (${wall} ms); ` +
    `${wall <= limitMin * 60_000 ? 'within' : 'OVER'} ${limitMin} min`,
);
process.exit(status ?? 1);
