// `pnpm bench:photos` (after `pnpm build`): the photo bytes each page downloads until it shows its
// content, with the sizes the server makes of every photo (functions/: 400 px cards, 1280 px view)
// and without them (each size refused, so the pages fall back to the uploaded photos, as before
// issue 34). Figures only: the demo seed's photos are 1280 × 800 PNGs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from '../scripts/lib/ensure-chromium.mjs';
import { startSite } from '../scripts/lib/site.mjs';
import { CONTENT_READY, responseBytes } from './response-bytes.mjs';

const SITE = 'http://localhost:4173';

ensureChromium();
const dataDir = mkdtempSync(path.join(tmpdir(), 'photo-bytes-'));
const site = await startSite({ dataDir, persist: false, quiet: true });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });

/** Bytes of the images `url` downloads until it is ready and the network idle; `sized`: sizes served. */
const imageBytes = (url, ready, sized) =>
  responseBytes(browser, url, {
    type: 'image',
    ready,
    viewport: { width: 1440, height: 900 },
    before: sized
      ? undefined
      : (page) => page.route(/\/o\/sizes%2F/, (route) => route.fulfill({ status: 404, body: 'Not Found' })),
  });

const kb = (bytes) => (bytes / 1024).toFixed(0);
try {
  console.log('page (1440 px)                     with sizes KB  photos only KB  lighter by');
  for (const [page, ready] of Object.entries(CONTENT_READY)) {
    const sized = await imageBytes(`${SITE}${page}`, ready, true);
    const full = await imageBytes(`${SITE}${page}`, ready, false);
    const lighter = full > 0 ? `${(100 * (1 - sized / full)).toFixed(0)} %` : '-';
    console.log(`${page.padEnd(34)}${kb(sized).padStart(13)}  ${kb(full).padStart(14)}  ${lighter.padStart(10)}`);
  }
} finally {
  await browser.close();
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
