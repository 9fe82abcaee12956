// Found from a link (issue 38): a listing's address answers, before any script, with the
// listing's own title, description, preview image and JSON-LD; a deleted listing's address
// answers 404 with the site's own page; the sitemap lists a new listing; robots.txt keeps the
// private pages out; the lists have their own titles in their HTML.
import { expect, test } from '@playwright/test';
import { createTestUser, deleteDoc, seedListing } from '../support/backend.ts';

test('a listing’s address, fetched without JavaScript, says what the listing is', async ({ request, page }) => {
  const owner = await createTestUser('seo-owner');
  const id = `seo-${Date.now().toString(36)}`;
  await seedListing({ id, userRef: owner.uid, name: 'Sunlit attic flat', regularPrice: 1350 });

  const response = await request.get(`/category/rent/${id}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title>Sunlit attic flat, for rent: $1,350 a month · House Marketplace</title>');
  expect(html).toMatch(/<meta property="og:image" content="[^"]+" \/>/);
  const jsonLd: unknown = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
  expect(jsonLd).toMatchObject({ '@type': 'RealEstateListing', name: 'Sunlit attic flat', offers: { price: 1350 } });

  // The page is the site: the app takes over and shows the listing.
  await page.goto(`/category/rent/${id}`);
  await expect(page.getByRole('heading', { name: 'Sunlit attic flat' })).toBeVisible();

  // The sitemap has it; robots.txt points to the sitemap and keeps the signed-in pages out.
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/category/rent/${id}</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /profile');
  expect(robots).toContain('Disallow: /inbox');
  expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);

  // Deleted: 404, and the page is still the site, saying the listing is gone.
  await deleteDoc(`listings/${id}`);
  await expect.poll(async () => (await request.get(`/category/rent/${id}`)).status(), { timeout: 15_000 }).toBe(404);
  const gone = await page.goto(`/category/rent/${id}`);
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('the lists have their own title and description in their HTML', async ({ request }) => {
  const offers = await (await request.get('/offers')).text();
  expect(offers).toContain('<title>Offers: homes at a discount · House Marketplace</title>');
  const rent = await (await request.get('/category/rent')).text();
  expect(rent).toContain('<title>Homes for rent · House Marketplace</title>');
  expect(rent).toContain('content="Every home for rent, newest first');
  const search = await (await request.get('/search')).text();
  expect(search).toContain('<title>Search homes · House Marketplace</title>');
});
