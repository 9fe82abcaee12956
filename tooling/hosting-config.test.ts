import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { firebaseRc, firebaseRcFile, functionsConfig, hostingConfig } from '../scripts/hosting-config.mjs';
import { ENTRY_FILES } from '../scripts/lib/static-server.mjs';
import { APPS } from './apps.ts';
import { DOCUMENT_PATHS } from '../scripts/lib/security-headers.mjs';
import { siteHeaders } from '../scripts/lib/site.mjs';

interface Header {
  key: string;
  value: string;
}
interface Target {
  target: string;
  public: string;
  rewrites: unknown[];
  headers: { source?: string; regex?: string; headers: Header[] }[];
}

const root = path.resolve(import.meta.dirname, '..');
const firebase = JSON.parse(readFileSync(path.join(root, 'firebase/firebase.json'), 'utf8')) as {
  hosting: Target[];
  functions: { source: string; codebase: string }[];
};
const headerOf = (target: Target, source: string, key: string) =>
  target.headers.find((h) => (h.source ?? h.regex) === source)?.headers.find((h) => h.key === key)?.value;

describe('firebase.json functions (issue 48)', () => {
  test('is what scripts/hosting-config.mjs generates', () => {
    expect(firebase.functions, 'firebase.json is stale: run pnpm hosting:config').toEqual(functionsConfig());
  });

  test('deploys one codebase per slice with server code, and the site’s own, each from its own folder', () => {
    expect(firebase.functions.map((f) => [f.codebase, f.source])).toEqual([
      ['site', '../functions'],
      ['mf-browse', '../mf-browse/functions'],
      ['mf-listing-editor', '../mf-listing-editor/functions'],
      ['mf-messages', '../mf-messages/functions'],
      ['mf-viewings', '../mf-viewings/functions'],
    ]);
  });
});

describe('firebase.json hosting', () => {
  test('is what scripts/hosting-config.mjs generates', () => {
    // Stale after editing the headers or the shell's inline script (its CSP hash): regenerate.
    expect(firebase.hosting, 'firebase.json is stale: run pnpm hosting:config').toEqual(hostingConfig());
  });

  test('.firebaserc names the hosting site of every app of the registry, as the generator writes it', () => {
    const rc = JSON.parse(readFileSync(firebaseRcFile, 'utf8')) as Parameters<typeof firebaseRc>[0];
    expect(rc, '.firebaserc is stale: run pnpm hosting:config').toEqual(firebaseRc(rc));
    expect(Object.keys(rc.targets['demo-marketplace']?.hosting ?? {})).toEqual(
      Object.values(APPS).map(({ folder }) => folder),
    );
  });

  test('declares one target per app of the registry, each deploying its own dist folder', () => {
    expect(firebase.hosting.map((t) => [t.target, t.public])).toEqual(
      Object.values(APPS).map(({ folder }) => [folder, `../${folder}/dist`]),
    );
  });

  test.each(Object.values(APPS).map(({ folder }) => folder))(
    '%s: entry files are never cached, hashed assets are immutable, at the root and in versioned folders',
    (name) => {
      const target = firebase.hosting.find((t) => t.target === name)!;
      const entries = target.headers.find((h) => h.source?.includes('remoteEntry.js'));
      const assets = target.headers.find((h) => h.source?.includes('assets'));
      for (const file of ENTRY_FILES) {
        expect(path.matchesGlob(file, entries!.source!), file).toBe(true);
        expect(path.matchesGlob(`v/2026-11-24-1a2b3c/${file}`, entries!.source!), file).toBe(true);
      }
      expect(entries?.headers).toContainEqual({ key: 'Cache-Control', value: 'no-cache' });
      for (const file of ['assets/pages-1a2b.js', 'v/2026-11-24-1a2b3c/assets/pages-1a2b.js'])
        expect(path.matchesGlob(file, assets!.source!), file).toBe(true);
      expect(path.matchesGlob('v/2026-11-24-1a2b3c/remoteEntry.js', assets!.source!)).toBe(false);
      expect(assets?.headers).toContainEqual({ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' });
    },
  );

  test('remotes allow the shell origin to load their files; only the shell rewrites to index.html', () => {
    for (const target of firebase.hosting) {
      const cors = target.headers.some((h) => h.headers.some((x) => x.key === 'Access-Control-Allow-Origin'));
      expect(cors).toBe(target.target !== 'shell');
      expect(target.rewrites.length > 0).toBe(target.target === 'shell');
    }
  });

  test('every target sends the security headers; the page policies only with pages', () => {
    for (const target of firebase.hosting) {
      const csp = headerOf(target, DOCUMENT_PATHS, 'Content-Security-Policy') ?? '';
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc).not.toMatch(/unsafe-(eval|inline)/);
      expect(scriptSrc).toContain('https://marketplace-mf-browse.web.app');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headerOf(target, '**', 'X-Content-Type-Options')).toBe('nosniff');
      expect(headerOf(target, '**', 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(headerOf(target, DOCUMENT_PATHS, 'Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
      expect(headerOf(target, '**', 'Content-Security-Policy')).toBeUndefined();
    }
  });

  test('the page-only rule matches the routes and HTML files, not scripts, styles or data', () => {
    const pages = new RegExp(DOCUMENT_PATHS, 'u');
    for (const path of ['/', '/offers', '/category/rent/seed-01', '/edit-listing/AbC123', '/index.html'])
      expect(path).toMatch(pages);
    for (const path of [
      '/remoteEntry.js',
      '/assets/index-1a2b.js',
      '/assets/index.css',
      '/remotes.json',
      '/favicon.svg',
    ])
      expect(path).not.toMatch(pages);
  });

  test('the local production-like servers send the same kinds of security headers', () => {
    const local = siteHeaders();
    const shell = firebase.hosting[0]!;
    const keys = (rule: string) => shell.headers.find((h) => (h.source ?? h.regex) === rule)!.headers.map((h) => h.key);
    expect(Object.keys(local.all).sort()).toEqual(keys('**').sort());
    expect(Object.keys(local.documents).sort()).toEqual(keys(DOCUMENT_PATHS).sort());
    expect(local.documents['Content-Security-Policy']).toContain('http://localhost:4174');
  });
});
