import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { transformFileSync } from '@swc/core';
import pino from 'pino';
import { bufferedLogDestination } from '../src/lib/log-destination';

/** The production log destination (lib/log-destination.ts): batched, never late, never lost on exit. */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const repoRoot = path.resolve(__dirname, '..', '..');
const ended = (destination: ReturnType<typeof bufferedLogDestination>) =>
  new Promise((resolve) => {
    destination.once('close', resolve);
    destination.end();
  });

describe('bufferedLogDestination', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'registrar-log-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const linesIn = (file: string) => readFileSync(file, 'utf8').split('\n').filter(Boolean);

  it('holds lines until the buffer fills, and writes them together', async () => {
    const file = path.join(dir, 'log');
    const fd = openSync(file, 'w');
    const destination = bufferedLogDestination({ fd, bufferBytes: 1000, maxDelayMs: 10_000 });
    const log = pino(destination);
    log.info('one');
    log.info('two');
    await sleep(50);
    expect(linesIn(file)).toEqual([]);
    // The buffer fills: one write(2) starts, and the test waits for it, not for the clock.
    const written = once(destination, 'write');
    for (let i = 0; i < 20; i += 1) log.info({ i }, 'more');
    await written;
    expect(linesIn(file).length).toBeGreaterThanOrEqual(10);
    destination.flushSync();
    expect(linesIn(file)).toHaveLength(22);
    // the destination owns the descriptor: ending it closes it
    await ended(destination);
  });

  it('writes a lone line within maxDelayMs', async () => {
    const file = path.join(dir, 'log');
    const fd = openSync(file, 'w');
    const destination = bufferedLogDestination({ fd, maxDelayMs: 100 });
    const log = pino(destination);
    const started = performance.now();
    let written = once(destination, 'write');
    log.info('quiet server');
    await sleep(20);
    expect(linesIn(file)).toEqual([]);
    // No more lines come: the timer writes it (the test waits for that write, not a guessed time).
    await written;
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
    expect(linesIn(file).map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
      'quiet server',
    ]);
    // and again for the next line: the timer is set anew
    written = once(destination, 'write');
    log.info('later');
    await written;
    expect(linesIn(file)).toHaveLength(2);
    await ended(destination);
  });

  it.each([
    ['process.exit', 'process.exit(0)', 0],
    ['an uncaught exception', "throw new Error('boom')", 1],
  ])('loses nothing when the process ends by %s', (_name, ending, code) => {
    // the module compiled as the build compiles it, run in a process of its own
    const compiled = transformFileSync(path.join(__dirname, '../src/lib/log-destination.ts'), {
      configFile: path.join(repoRoot, '.swcrc.node'),
    }).code;
    writeFileSync(path.join(dir, 'log-destination.js'), compiled);
    const file = path.join(dir, 'log');
    const child = spawnSync(
      process.execPath,
      [
        '-e',
        `const pino = require('pino');
         const { bufferedLogDestination } = require(${JSON.stringify(path.join(dir, 'log-destination.js'))});
         const fd = require('node:fs').openSync(${JSON.stringify(file)}, 'w');
         const log = pino(bufferedLogDestination({ fd, maxDelayMs: 60000 }));
         for (let i = 0; i < 5; i += 1) log.info({ i }, 'line');
         ${ending};`,
      ],
      { env: { ...process.env, NODE_PATH: path.join(repoRoot, 'node_modules') }, encoding: 'utf8' },
    );
    expect(child.status).toBe(code);
    expect(linesIn(file)).toHaveLength(5);
  });
});
