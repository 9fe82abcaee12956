import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { hostingConfig } from '../scripts/hosting-config.mjs';
import { siteHeaders } from '../scripts/lib/site.mjs';

interface Header {
  key: string;
  value: string;
}
interface Target {
  target: string;
  public: string;
  rewrites: unknown[];
  headers: { source: string; headers: Header[] }[];
}

const root = path.resolve(import.meta.dirname, '..');
const firebase = JSON.parse(readFileSync(path.join(root, 'firebase/firebase.json'), 'utf8')) as { hosting: Target[] };
const headerOf = (target: Target, source: string, key: string) =>
  target.headers.find((h) => h.source === source)?.headers.find((h) => h.key === key)?.value;

describe('firebase.json hosting', () => {
  test('is what scripts/hosting-config.mjs generates', () => {
    expect(firebase.hosting).toEqual(hostingConfig());
  });

  test('declares one target per app, each deploying its own dist folder', () => {
    expect(firebase.hosting.map((t) => [t.target, t.public])).toEqual([
      ['shell', '../shell/dist'],
      ['mf-browse', '../mf-browse/dist'],
      ['mf-listing-editor', '../mf-listing-editor/dist'],
      ['mf-account', '../mf-account/dist'],
    ]);
  });

  test.each(['shell', 'mf-browse', 'mf-listing-editor', 'mf-account'])(
    '%s: entry files are never cached, hashed assets are immutable',
    (name) => {
      const target = firebase.hosting.find((t) => t.target === name)!;
      const entries = target.headers.find((h) => h.source.includes('remoteEntry.js'));
      expect(entries?.source).toContain('mf-manifest.json');
      expect(entries?.source).toContain('remotes.json');
      expect(entries?.headers).toContainEqual({ key: 'Cache-Control', value: 'no-cache' });
      expect(headerOf(target, 'assets/**', 'Cache-Control')).toBe('public, max-age=31536000, immutable');
    },
  );

  test('remotes allow the shell origin to load their files; only the shell rewrites to index.html', () => {
    for (const target of firebase.hosting) {
      const cors = target.headers.some((h) => h.headers.some((x) => x.key === 'Access-Control-Allow-Origin'));
      expect(cors).toBe(target.target !== 'shell');
      expect(target.rewrites.length > 0).toBe(target.target === 'shell');
    }
  });

  test('every target sends the security headers', () => {
    for (const target of firebase.hosting) {
      const csp = headerOf(target, '**', 'Content-Security-Policy') ?? '';
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc).not.toMatch(/unsafe-(eval|inline)/);
      expect(scriptSrc).toContain('https://marketplace-mf-browse.web.app');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headerOf(target, '**', 'X-Content-Type-Options')).toBe('nosniff');
      expect(headerOf(target, '**', 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(headerOf(target, '**', 'Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
    }
  });

  test('the local production-like servers send the same kinds of security headers', () => {
    const local = siteHeaders();
    const shell = firebase.hosting[0]!.headers[0]!.headers.map((h) => h.key);
    expect(Object.keys(local).sort()).toEqual([...shell].sort());
    expect(local['Content-Security-Policy']).toContain('http://localhost:4174');
  });
});
