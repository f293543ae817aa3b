/**
 * Product against ceiling: the ceiling process (bench/api/ceiling.mjs) and the paired runs that
 * compare the two on one endpoint.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { cpuMeter } from '../lib/cpu.mjs';
import { median } from '../lib/options.mjs';
import { freePort, repoRoot, startNodeArgs } from '../lib/product.mjs';
import { load } from './load.mjs';

/** Starts the ceiling on a free port over `dbArg` (`--pg=URL` or `--pglite=DIR`). */
export async function startCeiling(dbArg) {
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

/** One measured run of `seconds` against `target` ({ baseURL, pid }) with the CPU it cost. */
async function measure(target, request, { connections, seconds }) {
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
export async function compare(product, ceiling, endpoint, { rounds, connections, seconds }) {
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
      pair[side] = await measure(side === 'product' ? product : ceiling, endpoint[side], {
        connections,
        seconds,
      });
    }
    pairs.push(pair);
  }
  return pairs;
}

/** The figures of one side over its rounds: median req/s, p50, p99; CPU per request over all. */
export function summarize(runs) {
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
