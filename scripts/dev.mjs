#!/usr/bin/env node
/**
 * `npm run dev`: the whole product with reloading.
 *   api     http://127.0.0.1:3000  (server, rebuilt by swc --watch and restarted by node --watch)
 *   shell   http://localhost:4000  (open this; proxies /api to :3000, serves its own /remotes.json)
 *   portal  http://localhost:4001  (applicant-portal remote; also a standalone dev mount)
 *   admin   http://localhost:4002  (admin-console remote; also a standalone dev mount)
 *
 * The server imports the contract from shared-api's build (dist/), so shared-api is built first
 * when its build is missing or older than its sources, and rebuilt on change while this runs.
 * Options: --no-api (front ends only, e.g. against an API started elsewhere: API_URL=...),
 *          --only=shell,portal,admin,api (run a subset).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wants = (name) =>
  only ? only.includes(name) : !(name === 'api' && args.includes('--no-api'));
const log = (message) => console.log(`[dev] ${message}`);

/** Newest modification time of the files under a folder (0 when it does not exist). */
function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const mtime = statSync(path.join(entry.parentPath ?? entry.path, entry.name)).mtimeMs;
    if (mtime > newest) newest = mtime;
  }
  return newest;
}

function run(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', ...options });
  return result.status === 0;
}

const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

/** @type {import('concurrently').ConcurrentlyCommandInput[]} */
const commands = [];

if (wants('api')) {
  const server = readJson('server/package.json');
  const sharedApi = readJson('shared-api/package.json');
  const sharedApiDist = path.join(root, 'shared-api/dist/index.js');
  if (
    !existsSync(sharedApiDist) ||
    newestMtime(path.join(root, 'shared-api/src')) > newestMtime(path.join(root, 'shared-api/dist'))
  ) {
    log('building shared-api (the server loads its contract from dist/) …');
    if (!run('npm', ['run', 'build', '-w', '@registrar/shared-api'])) process.exit(1);
  }
  if (sharedApi.scripts?.build) {
    // The package's own build script (whatever it is) with swc's --watch appended.
    commands.push({
      name: 'contract',
      command: 'npm run build -w @registrar/shared-api -- --watch',
      prefixColor: 'gray',
    });
  }

  if (server.scripts?.dev) {
    // The server package knows best how to run itself in dev.
    commands.push({
      name: 'api',
      command: 'npm run dev -w @registrar/server',
      prefixColor: 'magenta',
    });
  } else if (existsSync(path.join(root, 'server/src/server.ts'))) {
    log('building the server once …');
    if (!run('npm', ['run', 'build', '-w', '@registrar/server'])) {
      log('the server does not build yet; starting the front ends only (fix it and restart).');
    } else {
      commands.push({
        name: 'api:build',
        command: 'npm run build -w @registrar/server -- --watch',
        prefixColor: 'gray',
      });
      // Started once the watchers' first compile has rewritten dist/ (node --watch restarts the
      // server on every later rewrite). Same working directory as `npm start`, so ./data (the
      // embedded database) is the same one.
      commands.push({
        name: 'api',
        // RESPONSE_CHECK: in development every answer is checked against its contract too.
        command: 'sleep 3 && RESPONSE_CHECK=on node --watch server/dist/src/server.js',
        prefixColor: 'magenta',
      });
    }
  } else {
    log(
      'server/src/server.ts does not exist yet: starting the front ends only (/api calls will fail).',
    );
  }
}

const webpackDev = (workspace) => `npm run dev -w @registrar/${workspace}`;
if (wants('shell'))
  commands.push({ name: 'shell', command: webpackDev('shell'), prefixColor: 'blue' });
if (wants('portal'))
  commands.push({ name: 'portal', command: webpackDev('applicant-portal'), prefixColor: 'green' });
if (wants('admin'))
  commands.push({ name: 'admin', command: webpackDev('admin-console'), prefixColor: 'yellow' });

if (commands.length === 0) {
  log('nothing to run');
  process.exit(0);
}

log('open http://localhost:4000 once the shell reports "compiled" (first compile takes a minute).');
const { result } = concurrently(commands, {
  cwd: root,
  killOthersOn: ['failure'],
  prefix: 'name',
  restartTries: 0,
  handleInput: false,
});

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
