// The performance budget's download lines on every CI run (`pnpm bench` measures the rest, with
// Lighthouse): one copy of React DOM and of the federation runtime, at most one of Firebase,
// Leaflet only on the detail page, Swiper only where a carousel shows, and `/` within its JS bytes.
// Bytes and file contents, not timings: the same build gives the same figures on any machine.
import { expect, test } from '@playwright/test';
import { BUDGET_PAGES, countCopies, downloadChecks } from '../../bench/bundle-budget.mjs';
import { readyCheck } from '../support/page-ready.ts';

for (const path of BUDGET_PAGES) {
  test(`${path} downloads what the budget allows`, async ({ browser }) => {
    // A context of its own: a cold cache, as the benchmark measures.
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: Promise<{ text: string; bytes: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        // Body bytes as sent (gzip from the site's server), without the headers.
        Promise.all([response.text(), response.request().sizes()]).then(([text, sizes]) => ({
          text,
          bytes: sizes.responseBodySize,
        })),
      );
    });
    await page.goto(path);
    await readyCheck(path)(page);
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(scripts);
    await context.close();

    const jsBytes = loaded.reduce((sum, script) => sum + script.bytes, 0);
    const checks = downloadChecks(path, { jsBytes, copies: countCopies(loaded.map((script) => script.text)) });
    expect(checks.filter((check) => !check.ok)).toEqual([]);
    // The figure is of compressed bytes, as the budget's is: less than half the scripts' text.
    expect(jsBytes).toBeLessThan(loaded.reduce((sum, script) => sum + script.text.length, 0) / 2);
  });
}
