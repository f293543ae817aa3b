// A minimal static host for the remotes' dist folders (a CDN in production): `node
// static-host.mjs <port> <root>` serves <root> on 127.0.0.1 with the headers a CDN would send:
// CORS on everything, no-cache on the manifest and remote entry, immutable on hashed chunks.
// Used by the e2e suite (one remote per origin) and `npm run cluster` (both remotes, each under
// its own path).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const [port, root] = process.argv.slice(2);
const types = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const file = path.join(
    root,
    path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''),
  );
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (!file.startsWith(path.resolve(root)) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404).end('not found');
    return;
  }
  const base = path.basename(file);
  const cache = /^(mf-manifest\.json|remoteEntry\.js|index\.html)$/.test(base)
    ? 'no-cache'
    : 'public, max-age=31536000, immutable';
  res.writeHead(200, {
    'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': cache,
  });
  createReadStream(file).pipe(res);
});
server.listen(Number(port), '127.0.0.1');
// Stops by itself when the process that started it is gone (a test run that was killed).
const parent = process.ppid;
setInterval(() => {
  try {
    process.kill(parent, 0);
  } catch {
    process.exit(0);
  }
}, 2000).unref();
process.on('SIGTERM', () => server.close(() => process.exit(0)));
