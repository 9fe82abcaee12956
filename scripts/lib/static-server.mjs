// A small production-like static server: gzip (compressed once per file version and kept, as a
// hosting CDN does), long-lived caching of hashed assets,
// no caching of the files that name them, CORS for remotes, security headers, SPA fallback;
// HTTP/1.1, or HTTP/2 over TLS like the production host when given a certificate.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);
const NEVER_CACHED = new Set(['remoteEntry.js', 'mf-manifest.json', 'remotes.json', 'mf-stats.json', 'index.html']);

function cacheControl(relativePath) {
  const base = path.basename(relativePath);
  if (NEVER_CACHED.has(base)) return 'no-cache';
  if (relativePath.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

/**
 * The gzip body of `file`, compressed on its first request and kept until the file changes: a
 * production host serves compressed files from its cache, and compressing every response again
 * took the CPU from the browser being measured (the composed site asks for ~30 files at once).
 * @param {Map<string, { mtimeMs: number, size: number, body: Buffer }>} cache
 * @param {{ mtimeMs: number, size: number }} stats the file's, as the request found it
 */
function gzipped(cache, file, { mtimeMs, size }) {
  const kept = cache.get(file);
  if (kept && kept.mtimeMs === mtimeMs && kept.size === size) return kept.body;
  const body = gzipSync(readFileSync(file), { level: 6 });
  cache.set(file, { mtimeMs, size, body });
  return body;
}

/**
 * Serves `root` on `port`. Returns { close, url }.
 * @param {{ root: string, port: number, host?: string, spa?: boolean, cors?: boolean, headers?: { all?: Record<string,string>, documents?: Record<string,string> }, tls?: { key: string, cert: string } }} options
 *   headers.all goes on every response, headers.documents only on HTML pages. tls: serve HTTP/2
 *   over TLS.
 */
export function serveStatic({ root, port, host = 'localhost', spa = true, cors = false, headers = {}, tls }) {
  const compressed = new Map();
  const handler = (req, res) => {
    const url = new URL(req.url ?? '/', `http://${host}`);
    let relative = decodeURIComponent(url.pathname).replace(/^\/+/, '');
    if (relative.includes('..')) {
      res.writeHead(400).end();
      return;
    }
    let file = path.join(root, relative);
    if (!existsSync(file) || statSync(file).isDirectory()) {
      const index = path.join(file, 'index.html');
      if (existsSync(index)) {
        file = index;
        relative = path.relative(root, index);
      } else if (spa && !path.extname(relative)) {
        file = path.join(root, 'index.html');
        relative = 'index.html';
      } else {
        res.writeHead(404, { 'Content-Type': 'text/plain', ...(cors ? { 'Access-Control-Allow-Origin': '*' } : {}) });
        res.end('Not found');
        return;
      }
    }
    const ext = path.extname(file);
    const responseHeaders = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(relative),
      Vary: 'Accept-Encoding',
      ...headers.all,
      ...(ext === '.html' ? headers.documents : {}),
    };
    if (cors) responseHeaders['Access-Control-Allow-Origin'] = '*';
    if (req.method === 'OPTIONS') {
      res.writeHead(204, responseHeaders).end();
      return;
    }
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const stats = statSync(file);
    const body = gzip ? gzipped(compressed, file, stats) : undefined;
    if (body) responseHeaders['Content-Encoding'] = 'gzip';
    responseHeaders['Content-Length'] = String(body ? body.length : stats.size);
    res.writeHead(200, responseHeaders);
    if (req.method === 'HEAD') res.end();
    else if (body) res.end(body);
    else createReadStream(file).pipe(res);
  };
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, handler) : createServer(handler);
  const sockets = new Set();
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      resolve({
        url: `${tls ? 'https' : 'http'}://${host}:${port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections?.();
            for (const socket of sockets) socket.destroy();
          }),
        server,
      });
    });
  });
}
