// `node bench/page-js.mjs [--no-build]`: the JS each budget page downloads (gzip bytes, as served),
// composed site against the monolith build of the same sources, and the difference: the
// federation's cost per page. Seconds, not minutes (no Lighthouse), so each size lever of the
// federation can be measured on its own (docs/decisions/008-federation-levers.md).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from '../scripts/lib/ensure-chromium.mjs';
import { siteHeaders, startSite } from '../scripts/lib/site.mjs';
import { serveStatic } from '../scripts/lib/static-server.mjs';
import { buildVariants, MONOLITH_DIST } from './build-variants.mjs';
import { BUDGET_PAGES } from './bundle-budget.mjs';
import { CONTENT_READY, responseBytes } from './response-bytes.mjs';

const MONOLITH_PORT = 4180;
const VARIANTS = { composed: 'http://localhost:4173', monolith: `http://localhost:${MONOLITH_PORT}` };

ensureChromium();
await buildVariants();
const monolithDist = MONOLITH_DIST;

const dataDir = mkdtempSync(path.join(tmpdir(), 'page-js-'));
const site = await startSite({ dataDir, persist: false, quiet: true });
const monolith = await serveStatic({ root: monolithDist, port: MONOLITH_PORT, spa: true, headers: siteHeaders() });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });

/** Gzip bytes of the scripts `url` downloads until it shows its content and the network is idle. */
const scriptBytes = (url, ready) => responseBytes(browser, url, { type: 'script', ready });

const kb = (bytes) => (bytes / 1024).toFixed(1);
try {
  console.log('page                    composed KB  monolith KB  federation KB');
  for (const page of BUDGET_PAGES) {
    const composed = await scriptBytes(`${VARIANTS.composed}${page}`, CONTENT_READY[page]);
    const mono = await scriptBytes(`${VARIANTS.monolith}${page}`, CONTENT_READY[page]);
    console.log(
      `${page.padEnd(24)}${kb(composed).padStart(11)}  ${kb(mono).padStart(11)}  ${kb(composed - mono).padStart(13)}`,
    );
  }
} finally {
  await browser.close();
  await monolith.close();
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
