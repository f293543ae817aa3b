// A minimal static host for one remote's dist folder, with the headers a CDN would send:
// CORS on everything, no-cache on the manifest and remote entry, immutable on hashed chunks.
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
// Stops by itself: the suite's teardown kills it, and it never outlives two hours.
setTimeout(() => process.exit(0), 120 * 60_000).unref();
process.on('SIGTERM', () => server.close(() => process.exit(0)));
