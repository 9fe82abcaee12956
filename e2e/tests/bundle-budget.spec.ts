// The performance budget's download lines on every CI run (`pnpm bench` measures the rest, with
// Lighthouse): one copy of React DOM and of the federation runtime, at most one of Firebase,
// Leaflet only on the detail page, Swiper only where a carousel shows, and `/` within its JS bytes.
// Bytes and file contents, not timings: the same build gives the same figures on any machine.
import { expect, test } from '@playwright/test';
import { BUDGET_PAGES, countCopies, downloadChecks } from '../../bench/bundle-budget.mjs';
import { loadPage } from '../support/page-downloads.ts';
import { readyCheck } from '../support/page-ready.ts';

for (const path of BUDGET_PAGES) {
  test(`${path} downloads what the budget allows`, async ({ browser }) => {
    // A context of its own: a cold cache, as the benchmark measures.
    const context = await browser.newContext();
    const { scripts } = await loadPage(context, path, readyCheck(path));
    await context.close();
    if (scripts.some((script) => script.text === null)) throw new Error(`a script of ${path} could not be read`);
    const texts = scripts.map((script) => script.text ?? '');

    const jsBytes = scripts.reduce((sum, script) => sum + script.bytes, 0);
    const checks = downloadChecks(path, { jsBytes, copies: countCopies(texts) });
    expect(checks.filter((check) => !check.ok)).toEqual([]);
    // The figure is of compressed bytes, as the budget's is: less than half the scripts' text.
    expect(jsBytes).toBeLessThan(texts.reduce((sum, text) => sum + text.length, 0) / 2);
  });
}
