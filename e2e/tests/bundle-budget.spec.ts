// The performance budget's download lines on every CI run (`pnpm bench` measures the rest, with
// Lighthouse): one copy of React DOM and of the federation runtime, at most one of Firebase,
// Leaflet only on the detail page, Swiper only on the listing page, and `/` within its JS bytes.
// Bytes and file contents, not timings: the same build gives the same figures on any machine.
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  BUDGET_PAGES,
  countCopies,
  downloadChecks,
  SEARCH_LIST_EXTRA_LIMIT_BYTES,
} from '../../bench/bundle-budget.mjs';
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

/** What `path` downloads on a phone, in a cold cache: its JS bytes (gzip) and the copies of each library. */
async function downloads(browser: Browser, path: string, ready: (page: Page) => Promise<void>) {
  // A phone: from 1024 px the search shows its map beside the list, so its list view is a phone's.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const { scripts } = await loadPage(context, path, ready);
  await context.close();
  return {
    jsBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    copies: countCopies(scripts.map((script) => script.text ?? '')),
  };
}

test(`the search list adds at most ${SEARCH_LIST_EXTRA_LIMIT_BYTES / 1024} KB of JS to a category list, and only its map view brings Leaflet`, async ({
  browser,
}) => {
  const category = await downloads(browser, '/category/rent', readyCheck('/category/rent'));
  const list = await downloads(
    browser,
    '/search?type=rent&sort=price-asc',
    readyCheck('/search?type=rent&sort=price-asc'),
  );
  const extra = list.jsBytes - category.jsBytes;
  console.log(`/search list view: ${(extra / 1024).toFixed(2)} KB of JS over /category/rent`);
  expect(extra).toBeLessThanOrEqual(SEARCH_LIST_EXTRA_LIMIT_BYTES);
  // Its first page comes through REST, as a category's does: no Firestore SDK either.
  expect(list.copies).toMatchObject({ leaflet: 0, swiper: 0, reactDom: 1, mfRuntime: 1, firebase: 0 });

  const map = await downloads(browser, '/search?view=map', (page) =>
    expect(page.getByRole('region', { name: 'Map of the homes found' }).getByRole('status').first()).toHaveText(
      /on the map|Zoom in/,
    ),
  );
  expect(map.copies).toMatchObject({ leaflet: 1, swiper: 0, reactDom: 1 });
});

// The shell's stylesheet is written into the page (tooling/inline-entry-stylesheet.ts) only while it
// is at most INLINE_STYLESHEET_MAX_GZIP_BYTES on the wire; past that it would be linked, a round trip before the
// first paint of every page, with nothing else saying so. This line says so.
test('the shell’s stylesheet is in the page, not a file the first paint waits for', async ({ request }) => {
  const html = await (await request.get('/sign-in')).text();
  expect(html).toMatch(/<style data-href="\/assets\/[^"]+\.css">/);
  expect(html).not.toMatch(/<link rel="stylesheet"/);
});
