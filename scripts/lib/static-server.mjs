// A small production-like static server: gzip (compressed once per file version and kept, as a
// hosting CDN does), long-lived caching of hashed assets,
// no caching of the files that name them, CORS for remotes, security headers, SPA fallback;
// HTTP/1.1, or HTTP/2 over TLS like the production host when given a certificate.
//
// Hand-written rather than sirv or Vite's preview server on purpose (README, "Dependencies we
// chose"): deploys here replace remoteEntry.js in place and add versioned folders while the server
// runs, which sirv only sees in its "dev" mode, and that mode forces `Cache-Control: no-store` on
// every file. No request may end the process: anything a request can get wrong is answered with a
// 4xx (see resolveRequest), and a failure while answering is a 500 for that request alone.
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createEdgeCache } from './edge-cache.mjs';

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
/** Files whose name stays from one build to the next (the rest is content-hashed): never cached. */
export const ENTRY_FILES = ['index.html', 'remoteEntry.js', 'mf-manifest.json', 'routes.json', 'remotes.json'];
const NEVER_CACHED = new Set(ENTRY_FILES);
/** Build metadata no page asks for; the hosting config does not deploy it either. */
const NOT_SERVED = new Set(['mf-stats.json']);
const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';
/**
 * The most the host waits for the page function (issue 83: every page within 3 s, its transfer
 * included); the function itself gives a slice's first screen 2.5 s (functions/src/pages/app-page.ts).
 */
const PAGE_FUNCTION_DEADLINE_MS = 2800;
/**
 * Server pages answered at once past which the host is in a burst: it then starts no page of the
 * function (on this 2-core machine the renders' CPU slowed every kept page's answer: a burst of 500
 * with renders had a p95 of 1.2 s, without them 0.4 s), as issue 83 asks: shed load, never queue it.
 */
const BURST_REQUESTS = 32;
/** Longer request targets are refused before any work (the production host's limit is 8 KB). */
const MAX_TARGET_LENGTH = 8192;

function cacheControl(relativePath) {
  const base = path.posix.basename(relativePath);
  // A page's HTML names the entry files: asked again on every visit, as index.html.
  if (NEVER_CACHED.has(base) || base.endsWith('.html')) return 'no-cache';
  if (relativePath.startsWith('assets/') || relativePath.includes('/assets/')) {
    return 'public, max-age=31536000, immutable';
  }
  return 'public, max-age=300';
}

/** A regular file's stats, or undefined (missing, a folder, unreadable). */
function fileStats(file) {
  try {
    const stats = statSync(file);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What a request target asks for, decided without touching anything but `root`:
 * - `{ status: 400 }`: not a path (unparsable, broken percent-encoding, NUL, too long);
 * - `{ status: 404, page: true }`: a path out of the site (`..` once decoded), or hidden (a dot
 *   folder or file such as `.vite/manifest.json`, build metadata): the site's not-found page where
 *   there is one, as for any other unknown page;
 * - `{ status: 404 }`: a missing file (one with an extension: no page has one);
 * - `{ status: 200, file, relative }`: the file to send (the SPA's index.html for a page route).
 * @param {string} root
 * @param {string | undefined} target the request line's target, as received
 * @param {{ spa?: boolean }} [options]
 */
export function resolveRequest(root, target, { spa = true } = {}) {
  if (!target || target.length > MAX_TARGET_LENGTH) return { status: 400 };
  let pathname;
  try {
    // Origin-form ("/a/b?c") or absolute-form ("http://host/a/b"); anything else is refused.
    pathname = target.startsWith('/') ? target.split(/[?#]/, 1)[0] : new URL(target).pathname;
    pathname = decodeURIComponent(pathname);
  } catch {
    return { status: 400 };
  }
  if (pathname.includes('\0')) return { status: 400 };
  const segments = pathname.split(/[/\\]+/).filter(Boolean);
  const index = spa ? { status: 200, file: path.join(root, 'index.html'), relative: 'index.html' } : undefined;
  const notFoundPage = () => (index && fileStats(index.file) ? { ...index, status: 404, page: true } : { status: 404 });
  if (segments.some((segment) => segment === '..' || segment.startsWith('.'))) return notFoundPage();
  if (segments.length > 0 && NOT_SERVED.has(segments.at(-1))) return notFoundPage();

  const relative = segments.join('/');
  const file = path.join(root, ...segments);
  if (fileStats(file)) return { status: 200, file, relative };
  // Clean URLs, as the host serves them: `/offers` is offers.html (a page's own HTML, issue 38).
  if (relative && !path.extname(relative) && fileStats(`${file}.html`))
    return { status: 200, file: `${file}.html`, relative: `${relative}.html` };
  const folderIndex = path.join(file, 'index.html');
  if (fileStats(folderIndex))
    return { status: 200, file: folderIndex, relative: path.posix.join(relative, 'index.html') };
  if (index && !path.extname(relative) && fileStats(index.file)) return index;
  return { status: 404 };
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

/** A short plain-text answer, unless the response is already under way. */
/** The request's Accept-Language and `__session` cookie: what the page function may see of it. */
function languageHeaders(req) {
  const headers = {};
  const accepted = req.headers['accept-language'];
  if (typeof accepted === 'string' && accepted !== '') headers['accept-language'] = accepted.slice(0, 200);
  const session = String(req.headers.cookie ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith('__session='));
  if (session) headers.cookie = session.slice(0, 200);
  return headers;
}

function sendPlain(res, status, text, headers = {}) {
  if (res.headersSent) {
    res.destroy?.();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(text);
}

/**
 * Serves `root` on `port`. Returns { close, url, server }.
 * @param {{ root: string, port: number, host?: string, spa?: boolean, cors?: boolean, headers?: { all?: Record<string,string>, documents?: Record<string,string> }, tls?: { key: string, cert: string }, serverPages?: { match: (pathname: string) => boolean, url: string, timeoutMs?: number, maxInFlight?: number, cacheFirst?: boolean } }} options
 *   headers.all goes on every response, headers.documents only on HTML pages. tls: serve HTTP/2
 *   over TLS. serverPages ({ match(pathname), url, timeoutMs }): the paths the production host
 *   rewrites to a function, asked of it at `url` + the request's path (the Functions emulator),
 *   through a CDN's cache, with at most `maxInFlight` pages made at once (edge-cache.mjs).
 * @returns {Promise<{ url: string, close: () => Promise<void>, server: import('node:net').Server, pageCounts: () => Record<string, number> | undefined }>}
 */
export function serveStatic({
  root,
  port,
  host = 'localhost',
  spa = true,
  cors = false,
  headers = {},
  tls,
  serverPages,
}) {
  const compressed = new Map();
  const corsHeaders = cors ? { 'Access-Control-Allow-Origin': '*' } : {};

  // The production host's CDN in front of the page function, with its limit on pages made at once
  // (edge-cache.mjs, issue 83).
  const edge = serverPages
    ? createEdgeCache({ maxInFlight: serverPages.maxInFlight ?? 3, cacheFirst: serverPages.cacheFirst ?? false })
    : undefined;
  /** Server pages being answered now: past BURST_REQUESTS, no page is made (edge-cache.mjs). */
  let answering = 0;

  /**
   * Asks the page function for `target`, as the production host's rewrite does: the answer, or
   * undefined when it did not answer in time or failed (the plain page is served instead, as the app
   * makes the same page without it).
   */
  async function askServer(target, req) {
    let response;
    try {
      response = await fetch(`${serverPages.url}${target}`, {
        headers: {
          'x-forwarded-host': String(req.headers.host ?? req.headers[':authority'] ?? ''),
          'x-forwarded-proto': tls ? 'https' : 'http',
          // What the page's language is chosen by (issue 88), as the production host passes it:
          // Accept-Language, and of the cookies only `__session` (Hosting strips every other).
          ...languageHeaders(req),
        },
        signal: AbortSignal.timeout(serverPages.timeoutMs ?? PAGE_FUNCTION_DEADLINE_MS),
        // A page at another address of the site (a search for a town: issue 51) is the browser's to follow.
        redirect: 'manual',
      });
    } catch {
      return undefined;
    }
    const location = response.headers.get('location');
    if (response.status === 302) {
      if (!location?.startsWith('/') || location.startsWith('//')) return undefined;
    } else if (response.status !== 200 && response.status !== 404) return undefined;
    let body;
    try {
      body = Buffer.from(await response.arrayBuffer());
    } catch {
      return undefined;
    }
    return {
      status: response.status,
      headers: {
        'content-type': response.headers.get('content-type') ?? 'text/html; charset=utf-8',
        'cache-control': response.headers.get('cache-control') ?? 'no-cache',
        ...(location ? { location } : {}),
        ...(response.headers.has('vary') ? { vary: response.headers.get('vary') } : {}),
      },
      body,
    };
  }

  /**
   * The pages the server makes (`serverPages`: the paths, and the function's address), through the
   * edge cache. True once answered; false when the plain page is to be served instead.
   */
  async function answerFromServer(req, res) {
    const target = req.url ?? '/';
    if (!target.startsWith('/') || target.length > MAX_TARGET_LENGTH) return false;
    const pathname = target.split(/[?#]/, 1)[0];
    try {
      decodeURIComponent(pathname);
    } catch {
      return false; // not a path: the static answer (400) says so
    }
    if (!serverPages || (req.method !== 'GET' && req.method !== 'HEAD') || !serverPages.match(pathname)) return false;
    answering += 1;
    let served;
    try {
      // One kept page per language asked, as the production CDN keys a page that varies by them.
      const variant = Object.values(languageHeaders(req)).join('\n');
      served = await edge.serve(`${target}\n${variant}`, () => askServer(target, req), {
        busy: answering > BURST_REQUESTS,
      });
    } finally {
      answering -= 1;
    }
    const { answer, state, age } = served;
    if (!answer) return false;
    const cacheHeaders = {
      'Cache-Control': answer.headers['cache-control'],
      Age: String(Math.floor(age / 1000)),
      'X-Cache': state.toUpperCase(),
    };
    if (answer.status === 302) {
      res.writeHead(302, { Location: answer.headers.location, ...cacheHeaders, 'Content-Length': '0', ...headers.all });
      res.end();
      return true;
    }
    const type = answer.headers['content-type'];
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    // Compressed once per kept page, as a CDN serves it.
    const body = gzip ? (answer.gzip ??= gzipSync(answer.body, { level: 6 })) : answer.body;
    res.writeHead(answer.status, {
      'Content-Type': type,
      ...cacheHeaders,
      Vary: answer.headers.vary ? `Accept-Encoding, ${answer.headers.vary}` : 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      'Content-Length': String(body.length),
      ...headers.all,
      ...(type.startsWith('text/html') ? headers.documents : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  function answer(req, res) {
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') {
      sendPlain(res, 405, 'Method not allowed', { Allow: ALLOWED_METHODS, ...corsHeaders });
      return;
    }
    const found = resolveRequest(root, req.url, { spa });
    if (!found.file) {
      sendPlain(res, found.status, found.status === 400 ? 'Bad request' : 'Not found', corsHeaders);
      return;
    }
    const stats = fileStats(found.file);
    if (!stats) {
      sendPlain(res, 404, 'Not found', corsHeaders);
      return;
    }
    const ext = path.extname(found.file);
    const responseHeaders = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': found.page ? 'no-cache' : cacheControl(found.relative),
      Vary: 'Accept-Encoding',
      ...headers.all,
      ...(ext === '.html' ? headers.documents : {}),
      ...corsHeaders,
    };
    if (method === 'OPTIONS') {
      res.writeHead(204, { ...responseHeaders, Allow: ALLOWED_METHODS });
      res.end();
      return;
    }
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip ? gzipped(compressed, found.file, stats) : undefined;
    if (body) responseHeaders['Content-Encoding'] = 'gzip';
    responseHeaders['Content-Length'] = String(body ? body.length : stats.size);
    res.writeHead(found.status, responseHeaders);
    if (method === 'HEAD') res.end();
    else if (body) res.end(body);
    else {
      const stream = createReadStream(found.file);
      // A file removed while it is sent ends this response only.
      stream.on('error', () => res.destroy());
      stream.pipe(res);
    }
  }

  const handler = async (req, res) => {
    res.on('error', () => {});
    try {
      if (!(await answerFromServer(req, res))) answer(req, res);
    } catch (error) {
      console.error(`static server (${root}): ${req.method} ${req.url}: ${error?.message ?? error}`);
      sendPlain(res, 500, 'Internal server error');
    }
  };
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, handler) : createServer(handler);
  // Broken connections (bad TLS, a peer that resets, an HTTP/2 protocol error) end that connection.
  server.on('clientError', (error, socket) => {
    if (socket.writable && !socket.destroyed) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  server.on('tlsClientError', () => {});
  server.on('sessionError', () => {});
  server.on('session', (session) => session.on('error', () => {}));
  server.on('stream', (stream) => stream.on('error', () => {}));
  const sockets = new Set();
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      server.on('error', (error) => console.error(`static server (${root}): ${error.message}`));
      resolve({
        url: `${tls ? 'https' : 'http'}://${host}:${port}`,
        /** Where the server pages came from since the start (the cache's counts), when it serves them. */
        pageCounts: () => edge?.counts(),
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
