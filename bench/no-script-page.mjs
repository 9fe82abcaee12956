// The benchmark's control row (decision record 057): a page's own HTML, as the composed site's
// server made it, with every script taken out, served from a static origin of its own. What
// Lighthouse gives that page is what this host gives a browser's work on the document alone
// (commit, parse, style, layout, paint, photos), with no code of the app's: the floor under the
// page's TBT on this machine.
import { request } from 'node:https';
import { copyFileSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPS, repoRoot, siteHeaders } from '../scripts/lib/site.mjs';
import { serveStatic } from '../scripts/lib/static-server.mjs';

export const NO_SCRIPT_PORT = 4181;

/**
 * `html` as a browser with JavaScript off would load it: no script elements (inline, external,
 * JSON data blocks alike) and no script preloads; everything else in place.
 * @param {string} html
 */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b(?=[^>]*\brel=["']?modulepreload\b)[^>]*>/gi, '')
    .replace(/<link\b(?=[^>]*\brel=["']?preload\b)(?=[^>]*\bas=["']?script\b)[^>]*>/gi, '');
}

/** The text of a page of the benchmark's own HTTPS servers (their certificate is the run's). */
function pageText(url) {
  return new Promise((resolve, reject) => {
    const req = request(url, { rejectUnauthorized: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => (res.statusCode === 200 ? resolve(text) : reject(new Error(`${url}: ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Serves `page` of `origin` without its scripts on NO_SCRIPT_PORT, every path answering that
 * document, with the site's headers (its CSP too), over the run's TLS, beside the shell's files
 * that are not code (the icon the page names). `close()` takes the folder away too.
 */
export async function serveNoScriptPage({ origin, page, tls }) {
  const root = mkdtempSync(path.join(tmpdir(), 'bench-no-script-'));
  const shellDist = path.join(repoRoot, APPS.shell.folder, 'dist');
  for (const name of readdirSync(shellDist)) {
    const file = path.join(shellDist, name);
    if (statSync(file).isFile() && !/\.(html|js|json)$/.test(name)) copyFileSync(file, path.join(root, name));
  }
  writeFileSync(path.join(root, 'index.html'), withoutScripts(await pageText(`${origin}${page}`)));
  const server = await serveStatic({
    root,
    port: NO_SCRIPT_PORT,
    spa: true,
    headers: siteHeaders({ secure: true }),
    tls,
  });
  return {
    origin: `https://localhost:${NO_SCRIPT_PORT}`,
    async close() {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
