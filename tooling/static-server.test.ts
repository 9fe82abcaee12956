import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, test } from 'vitest';
import { fuzzServer, sendRaw } from '../scripts/lib/request-fuzz.mjs';
import { resolveRequest, serveStatic } from '../scripts/lib/static-server.mjs';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function servedDir(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  cleanups.push(() => rmSync(root, { recursive: true, force: true }));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  const site = await serveStatic({ root, port: 0, host: '127.0.0.1' });
  cleanups.push(() => site.close());
  const { port } = site.server.address() as AddressInfo;
  return { root, port };
}

/** One request; the body as received (still compressed when the server compressed it). */
function get(port: number, pathname: string, { method = 'GET', gzip = true } = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: pathname, method, headers: gzip ? { 'Accept-Encoding': 'gzip, br' } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('serveStatic', () => {
  test('sends text files gzipped with their length, and as they are to clients without gzip', async () => {
    const code = 'export const answer = 42;\n'.repeat(50);
    const { port } = await servedDir({ 'entry.js': code });

    const zipped = await get(port, '/entry.js');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    expect(gunzipSync(zipped.body).toString()).toBe(code);

    const plain = await get(port, '/entry.js', { gzip: false });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(code);
  });

  test('a file replaced in place (a redeployed remoteEntry.js) is served new, not from the compressed copy', async () => {
    const { root, port } = await servedDir({ 'remoteEntry.js': 'export const version = 1;' });
    expect(gunzipSync((await get(port, '/remoteEntry.js')).body).toString()).toBe('export const version = 1;');

    writeFileSync(path.join(root, 'remoteEntry.js'), 'export const version = 2;');
    // Same size; a timestamp the first version cannot have had.
    utimesSync(path.join(root, 'remoteEntry.js'), new Date(), new Date(Date.now() + 60_000));
    expect(gunzipSync((await get(port, '/remoteEntry.js')).body).toString()).toBe('export const version = 2;');
  });

  test('HEAD answers with the headers and no body', async () => {
    const { port } = await servedDir({ 'style.css': 'body { margin: 0; }' });
    const head = await get(port, '/style.css', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.body.length).toBe(0);
  });
});

const SITE = {
  'index.html': '<title>site</title>',
  'assets/app-1a2b.js': 'export {};',
  'v2/assets/page-3c4d.js': 'export {};',
  'remoteEntry.js': 'export {};',
  'mf-stats.json': '{}',
  '.vite/manifest.json': '{}',
};

describe('resolveRequest', () => {
  const root = '/site';
  test.each([['/%'], ['/category/rent/%E0%A4%A'], ['http://[broken/'], ['*'], ['/%00'], [`/${'a'.repeat(9000)}`]])(
    '%s is a bad request',
    (target) => {
      expect(resolveRequest(root, target).status).toBe(400);
    },
  );
});

describe('serveStatic answers what a request gets wrong and keeps serving', () => {
  test('a malformed target is a 400, and the next request is answered', async () => {
    const { port } = await servedDir(SITE);
    expect(await sendRaw(port, 'GET /% HTTP/1.1')).toBe(400);
    expect(await sendRaw(port, 'GET /category/rent/%E0%A4%A HTTP/1.1')).toBe(400);
    expect(await sendRaw(port, 'GET http://[broken/ HTTP/1.1')).toBe(400);
    expect((await get(port, '/category/rent')).status).toBe(200);
  });

  test("a path that decodes to .. gets the site's not-found page with a 404", async () => {
    const { port } = await servedDir(SITE);
    for (const target of ['/%2e%2e/%2e%2e/etc/passwd', '/..%2fpackage.json', '/a/%2E%2E/index.html']) {
      const answer = await get(port, target, { gzip: false });
      expect(answer.status, target).toBe(404);
      expect(answer.body.toString(), target).toBe('<title>site</title>');
      expect(answer.headers['cache-control'], target).toBe('no-cache');
    }
  });

  test('build metadata is not served; the hashed and versioned assets are, cached for a year', async () => {
    const { port } = await servedDir(SITE);
    expect((await get(port, '/.vite/manifest.json')).status).toBe(404);
    expect((await get(port, '/mf-stats.json')).status).toBe(404);
    expect((await get(port, '/assets/app-1a2b.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get(port, '/v2/assets/page-3c4d.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get(port, '/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
  });

  test('a POST or DELETE to a static path is a 405 naming the allowed methods', async () => {
    const { port } = await servedDir(SITE);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const answer = await get(port, '/index.html', { method });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow, method).toBe('GET, HEAD, OPTIONS');
    }
  });

  test('a bounded fuzz gets only 4xx answers or a closed connection, and the server still serves', async () => {
    const { port } = await servedDir(SITE);
    const answers = await fuzzServer(port, { mutations: 120 });
    const unexpected = answers.filter(({ status }) => status >= 500);
    expect(unexpected).toEqual([]);
    expect((await get(port, '/assets/app-1a2b.js')).status).toBe(200);
    expect((await get(port, '/profile')).status).toBe(200);
  });
});

describe('the pages a server makes and the pages’ own HTML (issue 38)', () => {
  test('clean URLs: /offers is offers.html, never cached; another page is index.html', async () => {
    const { port } = await servedDir({
      'index.html': 'app',
      'offers.html': 'offers page',
      'category/rent.html': 'rent',
    });
    const offers = await get(port, '/offers', { gzip: false });
    expect(offers.body.toString()).toBe('offers page');
    expect(offers.headers['cache-control']).toBe('no-cache');
    expect((await get(port, '/category/rent', { gzip: false })).body.toString()).toBe('rent');
    expect((await get(port, '/profile', { gzip: false })).body.toString()).toBe('app');
  });

  test('a path the host rewrites to the server is asked of it; without an answer in time, the page is the app', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
    cleanups.push(() => rmSync(root, { recursive: true, force: true }));
    writeFileSync(path.join(root, 'index.html'), 'app');
    const asked: string[] = [];
    const { createServer } = await import('node:http');
    const fn = createServer((req, res) => {
      asked.push(`${req.url} ${String(req.headers['x-forwarded-host'])}`);
      if (req.url?.includes('slow')) return; // never answers
      res.writeHead(req.url?.includes('gone') ? 404 : 200, {
        'Content-Type': 'text/html',
        'Cache-Control': 'public, max-age=60',
      });
      res.end(`made for ${req.url}`);
    });
    await new Promise<void>((resolve) => fn.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => fn.close(() => resolve())));
    const fnPort = (fn.address() as AddressInfo).port;
    const site = await serveStatic({
      root,
      port: 0,
      host: '127.0.0.1',
      serverPages: {
        match: (p: string) => p.startsWith('/category/'),
        url: `http://127.0.0.1:${fnPort}`,
        timeoutMs: 300,
      },
    });
    cleanups.push(() => site.close());
    const { port } = site.server.address() as AddressInfo;
    const made = await get(port, '/category/rent/a1', { gzip: false });
    expect(made.body.toString()).toBe('made for /category/rent/a1');
    expect(made.headers['cache-control']).toBe('public, max-age=60');
    expect(asked[0]).toBe(`/category/rent/a1 127.0.0.1:${port}`);
    const gone = await get(port, '/category/rent/gone', { gzip: false });
    expect([gone.status, gone.body.toString()]).toEqual([404, 'made for /category/rent/gone']);
    expect((await get(port, '/category/rent/slow', { gzip: false })).body.toString()).toBe('app');
    expect((await get(port, '/offers', { gzip: false })).body.toString()).toBe('app');
  });
});

describe('the host in front of the page function (issue 83)', () => {
  test('a burst is answered at once: at most maxInFlight made, kept pages while busy, the rest plain', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
    cleanups.push(() => rmSync(root, { recursive: true, force: true }));
    writeFileSync(path.join(root, 'index.html'), 'app');
    const asked: string[] = [];
    const waiting: (() => void)[] = [];
    const { createServer } = await import('node:http');
    const fn = createServer((req, res) => {
      asked.push(String(req.url));
      const send = () => {
        res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 'public, max-age=0, s-maxage=60' });
        res.end(`made for ${req.url}`);
      };
      if (req.url?.includes('held')) waiting.push(send);
      else send();
    });
    await new Promise<void>((resolve) => fn.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => fn.close(() => resolve())));
    const site = await serveStatic({
      root,
      port: 0,
      host: '127.0.0.1',
      serverPages: {
        match: (p: string) => p.startsWith('/listing/'),
        url: `http://127.0.0.1:${(fn.address() as AddressInfo).port}`,
        timeoutMs: 5000,
        maxInFlight: 2,
      },
    });
    cleanups.push(() => site.close());
    const { port } = site.server.address() as AddressInfo;

    const first = await get(port, '/listing/seen', { gzip: false });
    expect([first.body.toString(), first.headers['x-cache']]).toEqual(['made for /listing/seen', 'MISS']);
    // Asked first while the function has a free place: the page as it is now.
    const again = await get(port, '/listing/seen', { gzip: false });
    expect([again.body.toString(), again.headers['x-cache']]).toEqual(['made for /listing/seen', 'MISS']);

    // Two pages the function is slow to make hold both places; eight more are the plain page at once.
    const held = [get(port, '/listing/held-1', { gzip: false }), get(port, '/listing/held-2', { gzip: false })];
    await expect.poll(() => waiting.length).toBe(2);
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, index) => get(port, `/listing/other-${index}`, { gzip: false })),
    );
    expect(burst.map((answer) => answer.body.toString())).toEqual(Array(8).fill('app'));
    // While both places are held, the page kept a moment ago.
    const kept = await get(port, '/listing/seen', { gzip: false });
    expect([kept.body.toString(), kept.headers['x-cache']]).toEqual(['made for /listing/seen', 'HIT']);
    for (const send of waiting) send();
    expect((await Promise.all(held)).map((answer) => answer.body.toString())).toEqual([
      'made for /listing/held-1',
      'made for /listing/held-2',
    ]);
    expect(asked.filter((url) => url.startsWith('/listing/other'))).toEqual([]);
    expect(site.pageCounts()).toMatchObject({ hit: 1, miss: 4, shed: 8 });
  });
});
