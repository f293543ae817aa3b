// Runs autocannon (pinned 9.0.0) in a second Node process against one URL and returns its figures.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../lib/product.mjs';

const cli = path.join(repoRoot, 'node_modules', 'autocannon', 'autocannon.js');

/**
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string,string>, body?: string,
 *           connections: number, seconds: number }} options
 * @returns {Promise<{ rps: number, p50: number, p99: number, requests: number, non2xx: number, errors: number }>}
 */
export function load(url, { method = 'GET', headers = {}, body, connections, seconds }) {
  const args = [cli, '--json', '-c', String(connections), '-d', String(seconds), '-m', method];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  if (body !== undefined) args.push('-b', body);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (err += c));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0)
        return reject(new Error(`autocannon exited with ${code}: ${err.slice(-1000)}`));
      const r = JSON.parse(out);
      resolve({
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        requests: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
      });
    });
  });
}
