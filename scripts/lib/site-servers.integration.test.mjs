// The local site's servers as the running site has them, over HTTP, with the local backend the
// test command starts (its integration stage): the four apps' production-like servers on their
// ports, built, and the emulators. Moved from the E2E suite (issue 84): no browser is needed to
// send malformed requests or to read a page's HTML and headers.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PORTS as BACKEND_PORTS } from '../../backend/config.mjs';
import { firstLoadScript, firstLoadScriptHash } from '../../shell/build/first-load-script.mjs';
import { fuzzServer } from './request-fuzz.mjs';
import { APPS, PORTS as APP_PORTS, repoRoot, serveApp } from './site.mjs';

// Every local server of the running site: the four apps' static servers and the three emulators.
const SERVERS = [
  ...Object.entries(APP_PORTS),
  ['auth emulator', BACKEND_PORTS.auth],
  ['firestore emulator', BACKEND_PORTS.firestore],
  ['storage emulator', BACKEND_PORTS.storage],
];
const APP_PORT_SET = new Set(Object.values(APP_PORTS));
const shellUrl = `http://127.0.0.1:${APP_PORTS.shell}`;

let servers = [];
beforeAll(async () => {
  servers = await Promise.all(Object.keys(APPS).map((name) => serveApp(name)));
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

const statusOf = async (port) => (await fetch(`http://127.0.0.1:${port}/`)).status;

test('a bounded fuzz of malformed requests leaves every local server up and answering', async () => {
  const before = new Map();
  for (const [, port] of SERVERS) before.set(port, await statusOf(port));
  for (const [name, port] of SERVERS) {
    const answers = await fuzzServer(port, { mutations: 40 });
    // The emulators are not ours: they may refuse a case with a 5xx, but must keep serving (below).
    if (APP_PORT_SET.has(port)) {
      expect(
        answers.filter(({ status }) => status >= 500),
        `${name} answered a malformed request with a 5xx`,
      ).toEqual([]);
    }
  }
  for (const [name, port] of SERVERS) {
    expect(await statusOf(port), `${name} answers as it did before the fuzz`).toBe(before.get(port));
  }
}, 120_000);

test("the page's one inline script is the build's first-load script, allowed by the hash the build produced", async () => {
  const response = await fetch(`${shellUrl}/`);
  const html = await response.text();
  // Inline scripts that run (JSON blocks are data, not scripts).
  const inline = [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => m[1] ?? '');
  expect(inline).toEqual([firstLoadScript()]);
  const hash = `'sha256-${createHash('sha256').update(inline[0]).digest('base64')}'`;
  expect(hash).toBe(firstLoadScriptHash());
  expect(response.headers.get('content-security-policy')).toContain(hash);
  const firebase = JSON.parse(readFileSync(path.join(repoRoot, 'firebase/firebase.json'), 'utf8'));
  const policies = firebase.hosting
    .flatMap((target) => target.headers.flatMap((rule) => rule.headers))
    .filter((header) => header.key === 'Content-Security-Policy');
  expect(policies.length).toBeGreaterThan(0);
  for (const policy of policies) expect(policy.value).toContain(hash);
});

test('a page is served under the security headers the production host sends', async () => {
  const headers = (await fetch(`${shellUrl}/`)).headers;
  expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-(eval|inline)/);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
});
