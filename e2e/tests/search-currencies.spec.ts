// Prices across currencies (issue 53): a price range in one currency finds the homes priced in
// others, converted with the server's reference rates (the local backend's fixed table); each card
// keeps its own currency with the converted figure beside it; the price order compares converted
// prices; the currency is named in the labels, chosen in the compact bar and follows the place.
import { expect, test, type Page } from '@playwright/test';
import { createTestUser, deleteDoc, readDoc, seedListing } from '../support/backend.ts';
import { tookOver } from '../support/page-ready.ts';

const town = `Curtown${Date.now().toString(36).replace(/\d/g, '')}`;
const results = (page: Page) => page.getByRole('main').getByRole('listitem');
const names = (page: Page) => results(page).getByRole('heading').allTextContents();

test.beforeAll(async () => {
  const owner = await createTestUser('currency-owner');
  const home = (id: string, name: string, regularPrice: number, currency: 'EUR' | 'GBP' | 'DKK') =>
    seedListing({
      id: `${town}-${id}`,
      userRef: owner.uid,
      name,
      regularPrice,
      currency,
      location: `${id} Quay, ${town}`,
    });
  await home('gbp-2400', 'Flat at two thousand four', 2400, 'GBP');
  await home('gbp-1950', 'Flat at nineteen fifty', 1950, 'GBP');
  await home('eur-2600', 'Flat priced in euros', 2600, 'EUR'); // ≈ £2,288 at 0.88
  await home('dkk-30000', 'Flat priced in kroner', 30_000, 'DKK'); // ≈ £3,539
});

test('a range in pounds finds the homes in euros too, shown with their price in pounds; kroner above it are not', async ({
  page,
}) => {
  await page.goto(`/search?q=${town}&maxPrice=2500&currency=GBP&sort=price-asc`);
  await expect(results(page)).toHaveCount(3);
  // Ordered by the converted price: £1,950, €2,600 (≈ £2,290), £2,400.
  expect(await names(page)).toEqual(['Flat at nineteen fifty', 'Flat priced in euros', 'Flat at two thousand four']);
  const euroCard = results(page).filter({ hasText: 'Flat priced in euros' });
  await expect(euroCard).toContainText('€2,600 / Month');
  await expect(euroCard.getByText('≈ £2,290')).toBeVisible();
  await expect(results(page).filter({ hasText: 'Flat at nineteen fifty' })).not.toContainText('≈');
  await expect(page.getByText(/^3 homes .*up to £2,500/)).toBeVisible();
  // The local backend's dated table, the day as the reader's locale writes it.
  await expect(
    // The local table is of 2025: said to be old (issue 86).
    page.getByText(
      /^Prices in other currencies are converted to GBP at the reference rates of .*2025\. These rates are more than 7 days old, so converted prices are a guide only\.$/,
    ),
  ).toBeVisible();
  // The order across currencies, both ways, is the search's (search.integration.test.ts, issue 84).
});

test('the currency is named in the price labels and chosen in the compact bar, then kept in the address', async ({
  page,
}) => {
  await page.goto(`/search?q=${town}`);
  await tookOver(page);
  const filters = page.getByRole('form', { name: 'Search filters' });
  if (!(await filters.isVisible())) await page.locator('summary', { hasText: /^Filters/ }).click();
  // No "More filters" needed: the currency sits beside the prices.
  await filters.getByLabel('Currency').selectOption('EUR');
  await expect(filters.getByLabel('Price to (€)')).toBeVisible();
  await filters.getByLabel('Price to (€)').fill('2700');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/maxPrice=2700/);
  await expect(page).toHaveURL(/currency=EUR/);
  // Up to €2,700: £1,950 (≈ €2,216) and €2,600; not £2,400 (≈ €2,727) nor the kroner.
  await expect(results(page)).toHaveCount(2);
});

test("without a chosen currency the prices follow the searched place's country", async ({ page }) => {
  // The demo's Edinburgh homes: the United Kingdom, in pounds.
  await expect(async () => {
    await page.goto('/search?q=Edinburgh');
    const filters = page.getByRole('form', { name: 'Search filters' });
    if (!(await filters.isVisible())) await page.locator('summary', { hasText: /^Filters/ }).click();
    await expect(filters.getByLabel('Price to (£)')).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
});

test('a place, Rent and a price typed together search in the place’s currency, in any order (issue 86)', async ({
  page,
}) => {
  const owner = await createTestUser('bristol-owner');
  const id = `bristol-2400-${Date.now().toString(36)}`;
  await seedListing({
    id,
    userRef: owner.uid,
    name: 'Bristol flat at 2400 pounds',
    type: 'rent',
    regularPrice: 2400,
    currency: 'GBP',
    location: '4 Harbour Walk, Bristol',
    geolocation: { lat: 51.4495, lng: -2.5975 },
  });
  const fillPlace = (f: ReturnType<Page['getByRole']>) => f.getByLabel('Place').fill('Bristol');
  const fillType = (f: ReturnType<Page['getByRole']>) => f.getByLabel('Rent or sale').selectOption('rent');
  const fillPrice = (f: ReturnType<Page['getByRole']>) => f.getByLabel(/^Price to/).fill('2500');
  const orders: [string, (filters: ReturnType<Page['getByRole']>) => Promise<void>][] = [
    [
      'place first',
      async (f) => {
        await fillPlace(f);
        await fillType(f);
        await fillPrice(f);
      },
    ],
    [
      'price first',
      async (f) => {
        await fillPrice(f);
        await fillType(f);
        await fillPlace(f);
      },
    ],
  ];
  for (const [order, fill] of orders) {
    // The server places the home from its coordinates a moment after it is written.
    await expect(async () => {
      await page.goto('/search');
      await tookOver(page);
      const filters = page.getByRole('form', { name: 'Search filters' });
      if (!(await filters.isVisible())) await page.locator('summary', { hasText: /^Filters/ }).click();
      await fill(filters);
      await filters.getByRole('button', { name: 'Search' }).click();
      await expect(page, order).toHaveURL(/currency=GBP/, { timeout: 5000 });
      await expect(results(page).filter({ hasText: 'Bristol flat at 2400 pounds' }), order).toBeVisible({
        timeout: 5000,
      });
    }).toPass({ timeout: 40_000 });
    await expect(page.getByText(/up to £2,500/)).toBeVisible();
  }
});

test('a UK rent shows its price by the week beside the month, once the server has placed it (issue 86)', async ({
  page,
}) => {
  const owner = await createTestUser('weekly-owner');
  const id = `${town}-weekly`;
  await seedListing({
    id,
    userRef: owner.uid,
    name: 'Flat by the harbourside',
    regularPrice: 2400,
    currency: 'GBP',
    location: '4 Harbourside, Bristol',
    geolocation: { lat: 51.4495, lng: -2.5977 },
  });
  // The home's country is the server's (a trigger places it): the page shows the week once it has.
  await expect(async () => {
    await page.goto(`/category/rent/${id}`);
    await expect(page.getByText('About £554 / Week')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText('£2,400 / Month').first()).toBeVisible();
  // A French rent is by the month only.
  await seedListing({
    id: `${town}-monthly`,
    userRef: owner.uid,
    name: 'Flat on the Saone',
    regularPrice: 1200,
    currency: 'EUR',
    location: '3 Quai Saint-Vincent, Lyon',
    geolocation: { lat: 45.7676, lng: 4.8272 },
  });
  await expect
    .poll(
      async () =>
        ((await readDoc(`listings/${town}-monthly`))?.place as { country?: { code?: string } })?.country?.code,
      {
        timeout: 30_000,
      },
    )
    .toBe('FR');
  await page.goto(`/category/rent/${town}-monthly`);
  await expect(page.getByText('€1,200 / Month').first()).toBeVisible();
  await expect(page.getByText(/\/ Week$/)).toHaveCount(0);
  // Homes in Lyon and Bristol that other files' searches would count: gone with this test.
  await Promise.all([deleteDoc(`listings/${id}`), deleteDoc(`listings/${town}-monthly`)]);
});
