import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, test } from 'vitest';
import { serveStatic } from '../scripts/lib/static-server.mjs';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function servedDir(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  cleanups.push(() => rmSync(root, { recursive: true, force: true }));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, name), text);
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
