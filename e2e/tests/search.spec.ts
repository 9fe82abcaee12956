// Finding a home: /search by place, filters and sort, all in the URL. Each test seeds its homes
// in a town of its own, so the counts are exact whatever else the backend holds.
import { expect, test, type Page } from '@playwright/test';
import { createTestUser, seedListing, type ListingSeed, type TestUser } from '../support/backend.ts';
import { tookOver } from '../support/page-ready.ts';

let owner: TestUser;
test.beforeAll(async () => {
  owner = await createTestUser('search-owner');
});

const newTown = () => `Town${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
/** A home of the owner's in `town`, `<town>-<key>`, at `street` there (its name cut to the form's 32 characters). */
const seedHome = (town: string, key: string, name: string, street: string, extra: Partial<ListingSeed> = {}) =>
  seedListing({
    id: `${town}-${key}`,
    userRef: owner.uid,
    name: name.slice(0, 32),
    location: `${street}, ${town}`,
    ...extra,
  });
const results = (page: Page) => page.getByRole('main').getByRole('listitem');
/** Opens the filter panel (closed on phones until asked for). */
async function openFilters(page: Page) {
  const panel = page.locator('details:has(form[aria-label="Search filters"])');
  if (!(await panel.evaluate((details: HTMLDetailsElement) => details.open))) {
    await panel.locator('summary').click();
  }
}

/** The numbers of the "… home NN …" names the results show, in order. */
const homeNumbers = async (page: Page) =>
  (await results(page).allTextContents()).map((text) => /home (\d\d)/.exec(text)?.[1] ?? '?');

test('a place typed on Explore finds exactly the homes of that place', async ({ page }) => {
  const town = newTown();
  for (let i = 0; i < 3; i += 1) {
    await seedHome(town, String(i), `Home ${i} in ${town}`, `${i} High Street`);
  }
  await seedListing({
    id: `${town}-elsewhere`,
    userRef: owner.uid,
    name: 'Home somewhere else',
    location: '9 High Street, Elsewhere',
  });
  await page.goto('/');
  // Typing before the page took its first screen over is first-tap.spec's subject (and a race
  // seen twice there in full runs: see issue 50's note), not this file's.
  await tookOver(page);
  await page.getByRole('search').getByLabel('Search by place').fill(town);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`/search?q=${town}`);
  await expect(page.getByRole('heading', { name: 'Search homes' })).toBeVisible();
  await expect(page.getByText(`Homes in “${town}”`)).toBeVisible();
  await expect(results(page)).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
});

test('screen readers hear how many homes were found, a heading per result and each name once (issue 35, defect 10)', async ({
  page,
}) => {
  const town = newTown();
  for (let i = 0; i < 3; i += 1) {
    await seedHome(town, String(i), `Home ${i} in ${town}`, `${i} Mill Lane`, i === 0 ? { type: 'sale' } : {});
  }
  await page.goto(`/search?q=${town}`);
  // The summary is a live region: the number found is said with it.
  await expect(page.getByText(`3 homes in “${town}”`, { exact: true })).toBeVisible();
  await page.goto(`/search?q=${town}&type=sale`);
  await expect(page.getByText(`1 home for sale in “${town}”`, { exact: true })).toBeVisible();
  await page.goto(`/search?q=${town}`);
  await expect(results(page)).toHaveCount(3);
  for (let i = 0; i < 3; i += 1) {
    const name = `Home ${i} in ${town}`.slice(0, 32);
    await expect(results(page).getByRole('heading', { level: 2, name, exact: true })).toHaveCount(1);
    // The card's link says the name once (the photo's alt text said it a second time); the photo
    // keeps its alt text, outside the link.
    const card = results(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(card.getByRole('link')).toHaveAccessibleName(
      new RegExp(`^${i} Mill Lane, ${town} ${name} (?!.*${name})`),
    );
    await expect(card.getByRole('img', { name, exact: true })).toHaveCount(1);
  }
});

test('a sort runs across Load More to an exact end, and a filter keeps only its homes', async ({ page }) => {
  const town = newTown();
  // 13 homes: prices 1000, 1100, …; the odd ones for sale, every third with parking.
  for (let i = 0; i < 13; i += 1) {
    await seedHome(
      town,
      String(i).padStart(2, '0'),
      `Price home ${String(i).padStart(2, '0')} ${town}`,
      `${i} Market Square`,
      {
        regularPrice: 1000 + ((i * 5) % 13) * 100,
        type: i % 2 === 0 ? 'rent' : 'sale',
        parking: i % 3 === 0,
        timestamp: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
      },
    );
  }
  await page.goto(`/search?q=${town}&sort=price-asc`);
  await expect(results(page)).toHaveCount(10);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(results(page)).toHaveCount(13);
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
  // Prices are all different: the order of the names is the order of the prices.
  const byPrice = Array.from({ length: 13 }, (_, i) => i).sort((a, b) => ((a * 5) % 13) - ((b * 5) % 13));
  expect(await homeNumbers(page)).toEqual(byPrice.map((i) => String(i).padStart(2, '0')));
  // A reload keeps what Load More loaded (issue 53: it dropped back to 10).
  await page.reload();
  await expect(results(page)).toHaveCount(13);
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);

  await openFilters(page);
  await page.getByLabel('Rent or sale').selectOption('rent');
  await page.getByRole('button', { name: 'More filters' }).click();
  await page.getByRole('group', { name: 'Must have' }).getByLabel('Parking').check();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${town}&type=rent&parking=1&sort=price-asc`));
  // Rent (even) with parking (every third): 0, 6, 12.
  await expect(results(page)).toHaveCount(3);
  expect((await homeNumbers(page)).sort()).toEqual(['00', '06', '12']);
});

test('Back and Forward restore earlier searches with their loaded pages', async ({ page }) => {
  const town = newTown();
  for (let i = 0; i < 12; i += 1) {
    await seedHome(town, String(i), `Back home ${i} ${town}`, `${i} Station Road`, { bedrooms: 1 + (i % 3) });
  }
  await page.goto(`/search?q=${town}`);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(results(page)).toHaveCount(12);
  await openFilters(page);
  await page.getByLabel('Bedrooms').selectOption('3');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('3+ bedrooms')).toBeVisible();
  await expect(results(page)).toHaveCount(4);
  await page.goBack();
  await expect(page).toHaveURL(`/search?q=${town}`);
  await expect(results(page)).toHaveCount(12);
  await page.goForward();
  await expect(results(page)).toHaveCount(4);
});

test('an empty result says which filters to loosen, and Clear all starts over', async ({ page }) => {
  const town = newTown();
  await seedHome(town, 'only', `The only home ${town}`, '1 Lane');
  await page.goto(`/search?q=${town}&offer=1&minPrice=100000`);
  await expect(page.getByRole('heading', { name: 'No homes match this search' })).toBeVisible();
  await expect(page.getByText('Try loosening the place, the price range, offers only.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear all' }).first().click();
  await expect(page).toHaveURL('/search');
});

test('on a phone the results come first: the filters open on demand and say how many are set', async ({ page }) => {
  await page.goto('/search?type=rent&parking=1');
  const summary = page.locator('summary', { hasText: 'Filters (2)' });
  await expect(summary).toBeVisible();
  await expect(page.getByLabel('Rent or sale')).toBeHidden();
  await summary.click();
  await expect(page.getByLabel('Rent or sale')).toHaveValue('rent');
  // Parking is behind "More filters", open because it is set, and says so.
  await expect(page.getByRole('button', { name: 'More filters (1)' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Parking')).toBeChecked();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(page.getByLabel('Rent or sale')).toBeVisible();
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the filters are a compact bar: the results start near the top (issue 35, defect 11)', async ({ page }) => {
    const town = newTown();
    await seedHome(town, '0', `Bar home ${town}`, '1 Bar Street');
    await page.goto(`/search?q=${town}`);
    await expect(results(page)).toHaveCount(1);
    await tookOver(page); // the boxes measured are the app's (not the server's first screen's)
    const form = page.getByRole('form', { name: 'Search filters' });
    // Place, rent or sale, the price range, bedrooms and More filters on one line.
    const tops = await Promise.all(
      [
        form.getByLabel('Place'),
        form.getByLabel('Rent or sale'),
        form.getByLabel('Bedrooms'),
        form.getByRole('button', { name: 'More filters' }),
      ].map(async (control) => (await control.boundingBox())!.y),
    );
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(12);
    await expect(form.getByLabel('Kind of home')).toBeHidden();
    const firstResult = await results(page).first().boundingBox();
    expect(firstResult!.y).toBeLessThan(450);
    // The rest opens on demand, and a set one keeps it open.
    await form.getByRole('button', { name: 'More filters' }).click();
    await form.getByLabel('Kind of home').selectOption('flat');
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/kind=flat/);
    await expect(form.getByRole('button', { name: 'More filters (1)' })).toHaveAttribute('aria-expanded', 'true');
  });
});

test('a place search forgives a word no address has and a typo, says what it searched, and suggests places (issue 35, defect 6)', async ({
  page,
}) => {
  // A town name of letters only, starting unlike the other tests' towns (typos are looked for
  // among the places that start like the word typed).
  const town = `Zq${Date.now().toString(36).replace(/\d/g, '')}${'abcdefghij'[Math.floor(Math.random() * 10)]}ford`;
  const label = town[0]!.toUpperCase() + town.slice(1).toLowerCase();
  for (let i = 0; i < 2; i += 1) {
    await seedListing({
      id: `${town}-${i}`,
      userRef: owner.uid,
      name: `Forgiving home ${i}`,
      location: `${i + 1} Mill Lane, ${label}`,
    });
  }
  // "Wessex" is in no address (nor a place any listing is in): left out, and said. (The server
  // indexes the places as listings are written.) Another test's home has "UK" in its address.
  await expect(async () => {
    await page.goto(`/search?q=${encodeURIComponent(`${label}, Wessex`)}`);
    await expect(page).toHaveURL(`/search?q=${label}`, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'No home’s address has “Wessex”' })).toHaveText(
    `No home’s address has “Wessex”. Showing homes in “${label}” instead of “${label}, Wessex”.`,
  );
  await expect(results(page)).toHaveCount(2);
  await expect(page.getByText(`2 homes in “${label}”`, { exact: true })).toBeVisible();

  // A typo (a letter missing) is put right, with no "No homes match" on the way (issue 86: it
  // flashed for a second). Whatever the page shows from its first byte on is watched.
  await page.addInitScript(() => {
    const w = window as unknown as { sawNoHomes?: boolean };
    w.sawNoHomes = false;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('No homes match this search')) w.sawNoHomes = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const typo = label.slice(0, -1).toLowerCase();
  await page.goto(`/search?q=${typo}`);
  await expect(page).toHaveURL(`/search?q=${label}`);
  await expect(page.getByText(`Showing homes in “${label}” instead of “${typo}”.`)).toBeVisible();
  await expect(results(page)).toHaveCount(2);
  expect(await page.evaluate(() => (window as unknown as { sawNoHomes?: boolean }).sawNoHomes)).toBe(false);
  // The address was put right in place: Back goes to the search before, with what it said.
  await page.goBack();
  await expect(page.getByText(`Showing homes in “${label}” instead of “${label}, Wessex”.`)).toBeVisible();

  // Places are suggested while one is typed: the town, never a street word.
  await page.goto('/search');
  await openFilters(page);
  const place = page.getByRole('form', { name: 'Search filters' }).getByLabel('Place');
  await place.fill(label.slice(0, 5));
  const options = page.locator(`datalist#${await place.getAttribute('list')} option`);
  await expect
    .poll(() => options.evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value)))
    .toContain(label);
  await place.fill('Mill');
  // The suggestions for "Mill" have replaced the town's (which starts otherwise): none is the street word.
  await expect
    .poll(() => options.evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value)))
    .not.toContain(label);
  expect(await options.evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value))).not.toContain('Mill');
});
