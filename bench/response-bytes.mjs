// The bytes (as sent: gzip where served so) of the responses of one kind that a page downloads
// until it shows its content and the network is idle, in a fresh browser context. Shared by the
// benchmarks that count a page's scripts (page-js.mjs) and its photos (photo-bytes.mjs).

/** What shows once each benchmarked page has its content (the seeded backend). */
export const CONTENT_READY = {
  '/': (page) => page.getByRole('main').getByRole('link', { name: /,/ }).nth(4).waitFor(),
  '/offers': (page) => page.getByRole('button', { name: 'Load More' }).waitFor(),
  '/category/rent': (page) => page.getByRole('button', { name: 'Load More' }).waitFor(),
  '/search?type=rent&sort=price-asc': (page) => page.getByRole('button', { name: 'Load More' }).waitFor(),
  '/category/rent/seed-01': (page) => page.locator('.leaflet-marker-icon').waitFor(),
};

/**
 * `type`: Playwright's resource type ('script', 'image'); `ready(page)`: resolves once the page
 * shows its content; `before(page)`: sets the page up before it loads (routes); `viewport`.
 */
export async function responseBytes(browser, url, { type, ready, before, viewport }) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  if (before) await before(page);
  const sizes = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === type && response.ok())
      sizes.push(
        response
          .request()
          .sizes()
          .then((s) => s.responseBodySize),
      );
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const total = (await Promise.all(sizes)).reduce((sum, bytes) => sum + bytes, 0);
  await context.close();
  return total;
}
