// The HTML starts the first screen's read (and its first photo) before any JavaScript has loaded;
// the page then uses that answer instead of asking Firestore again, and still works without it.
import { expect, test, type Page, type Request } from '@playwright/test';
import { sizedPhotoUrl, type PhotoSize } from '../../listing-domain/src/photo-sizes.ts';
import { readDoc } from '../support/backend.ts';
import { withoutSiteServer } from '../support/site-server.ts';

/** Firestore reads of the page, told apart: the SDK's carry its x-goog-api-client header. */
function recordFirestoreReads(page: Page) {
  const reads: { url: string; method: string; sdk: boolean; body: string }[] = [];
  page.on('request', (request: Request) => {
    if (!/\/v1\/projects\/[^/]+\/databases\/\(default\)\/documents/.test(request.url())) return;
    reads.push({
      url: request.url(),
      method: request.method(),
      sdk: 'x-goog-api-client' in request.headers(),
      body: request.postData() ?? '',
    });
  });
  return reads;
}

/**
 * The address a page asked first for the photo an `<img>` shows: its `size`, which the server makes
 * of each photo (functions/), unless it fell back to the photo itself (other tests leave listings
 * whose photos do not exist).
 */
const askedFirst = (src: string | null, size: PhotoSize) => src && (sizedPhotoUrl(src, size) ?? src);

test('explore comes with its newest listings in its HTML: the page reads nothing more', async ({ page }) => {
  const reads = recordFirestoreReads(page);
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('link', { name: /,/ })).toHaveCount(5);
  await expect(page.locator('#first-screen')).toHaveCount(0); // the app took over
  expect(reads.filter((r) => r.url.includes(':runQuery'))).toEqual([]);
});

test('without the site’s server, explore shows its listings from the read its HTML started, and preloads the photo it shows first', async ({
  page,
}) => {
  await withoutSiteServer(page, '/');
  const reads = recordFirestoreReads(page);
  await page.goto('/');
  const firstPhoto = page.getByRole('main').getByRole('img').first();
  await expect(firstPhoto).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /,/ })).toHaveCount(5);

  expect(reads.filter((r) => r.url.includes(':runQuery'))).toEqual([expect.objectContaining({ sdk: false })]);
  const src = await firstPhoto.getAttribute('src');
  expect(src).toBeTruthy();
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((l) => l.href),
  );
  expect(preloaded).toEqual([askedFirst(src, 'view')]);
});

test('a listing page comes with its listing in its HTML: the page reads nothing more, its cover is in the markup', async ({
  page,
}) => {
  // A demo listing: its photos exist in Storage.
  const listing = await readDoc('listings/seed-01');
  const cover = Array.isArray(listing?.imgUrls) ? String(listing.imgUrls[0]) : '';
  expect(cover).toMatch(/^http:\/\/127\.0\.0\.1:9199\//);
  const reads = recordFirestoreReads(page);

  await page.goto('/category/rent/seed-01');
  await expect(page.getByRole('heading', { name: new RegExp(String(listing?.name)) })).toBeVisible();
  // Its 1280 px view, which the server made when the seed uploaded it.
  const view = sizedPhotoUrl(cover, 'view')!;
  await expect(page.getByRole('main').getByRole('img').first()).toHaveAttribute('src', view);
  await expect(page.locator('#first-screen')).toHaveCount(0); // the app took over

  // The server read it for the first screen (issue 38): the page makes no read of its own.
  const listingReads = reads.filter((r) => r.url.includes('/listings/seed-01') || r.body.includes('/listings/seed-01'));
  expect(listingReads).toEqual([]);
});

for (const path of ['/offers', '/category/rent']) {
  test(`${path} shows its first page from its HTML; Load More continues through the SDK`, async ({ page }) => {
    const reads = recordFirestoreReads(page);
    await page.goto(path);
    const items = page.getByRole('main').getByRole('listitem');
    await expect(items).toHaveCount(10);
    await expect(page.locator('#first-screen')).toHaveCount(0); // the app took over
    const queries = () => reads.filter((r) => r.url.includes(':runQuery'));
    expect(queries()).toEqual([]);

    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(items).not.toHaveCount(10);
    expect(queries().map((r) => r.sdk)).toEqual([true]);
    const links = await items.getByRole('link').evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    expect(new Set(links).size).toBe(links.length); // the SDK continued where the server's page stopped
  });
}

test('/search comes with its first page in its HTML: no early-read module, no read of that page', async ({ page }) => {
  const modules: string[] = [];
  page.on('request', (request) => {
    if (/\/early-read-[^/]*\.js$/.test(request.url())) modules.push(request.url());
  });
  const reads = recordFirestoreReads(page);
  // The town the site found "lyon" to name is in the address (issue 51), as its links write it.
  await page.goto('/search?q=lyon&in=t-2996944&sort=price-asc');
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await expect(page.locator('#first-screen')).toHaveCount(0); // the app took over
  expect(modules).toEqual([]);
  expect(reads.filter((r) => r.url.includes(':runQuery'))).toEqual([]);
});

test('without the site’s server, /search shows its first page from the read its HTML started through the remote’s early-read module', async ({
  page,
}) => {
  await withoutSiteServer(page, '/search');
  const modules: string[] = [];
  page.on('request', (request) => {
    if (/\/early-read-[^/]*\.js$/.test(request.url())) modules.push(request.url());
  });
  const reads = recordFirestoreReads(page);
  await page.goto('/search?q=lyon&in=t-2996944&sort=price-asc');
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items.first()).toBeVisible();
  expect(modules).toHaveLength(1);
  // One REST query: the page took the answer of the one the HTML started instead of asking again.
  expect(reads.filter((r) => r.url.includes(':runQuery'))).toEqual([expect.objectContaining({ sdk: false })]);
  const firstPhoto = await items.first().getByRole('img').getAttribute('src');
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((l) => l.href),
  );
  expect(preloaded).toEqual([askedFirst(firstPhoto, 'card')]);
});

test('a /search address the page corrects starts no early read: the page reads once, corrected', async ({ page }) => {
  const reads = recordFirestoreReads(page);
  await page.goto('/search?q=lyon&in=t-2996944&sort=cheapest');
  await expect(page).toHaveURL('/search?q=lyon&in=t-2996944');
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(reads.filter((r) => r.url.includes(':runQuery'))).toEqual([expect.objectContaining({ sdk: false })]);
});

test('when the early read fails the page reads through the SDK as before', async ({ page }) => {
  await withoutSiteServer(page, '/');
  await page.route('**/documents:runQuery', (route) =>
    'x-goog-api-client' in route.request().headers() ? route.continue() : route.abort('connectionfailed'),
  );
  const reads = recordFirestoreReads(page);
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('link', { name: /,/ })).toHaveCount(5);
  expect(reads.filter((r) => r.url.includes(':runQuery')).map((r) => r.sdk)).toEqual([false, true]);
});
