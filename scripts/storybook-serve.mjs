// Serves the static Storybook build on 127.0.0.1 for the story runner. A few lines of node instead
// of http-server: nothing to install, and the PID to stop is this process. Port 0 picks a free one.
//   node scripts/storybook-serve.mjs [dir=storybook-static] [port=6006]
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
};

export function serve({ dir = 'storybook-static', port = 6006 } = {}) {
  const root = resolve(dir);
  return createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = join(root, normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      statSync(file);
    } catch {
      res.writeHead(404).end('Not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  }).listen(port, '127.0.0.1');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[3] ?? 6006);
  const server = serve({ dir: process.argv[2], port }).on('listening', () =>
    console.log(`Storybook static build on http://127.0.0.1:${server.address().port}`),
  );
}
