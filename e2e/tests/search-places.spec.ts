// Places as people know them (issue 51): a search names a town, a region or a country, with or
// without the others, and finds the homes in it whatever their addresses say; the page says what
// it searched, and the Place field suggests towns with their region and country. The demo's homes
// are placed by the server from their coordinates (two in Edinburgh, two in Lyon); this file adds
// a home whose address ends in "UK", which once broke the search for "Edinburgh, UK".
import { expect, test, type Page } from '@playwright/test';
import { createTestUser, readDoc, seedListing } from '../support/backend.ts';
import { signInBeforeVisit } from '../support/session.ts';
import { tookOver } from '../support/page-ready.ts';

const EDINBURGH = 't-2650225';
const results = (page: Page) => page.getByRole('main').getByRole('listitem');
const names = (page: Page) => results(page).getByRole('heading').allTextContents();

test.beforeAll(async () => {
  const owner = await createTestUser('places-owner');
  // 9 km east of Edinburgh's centre: in Musselburgh, not in Edinburgh, within 10 km of it.
  await seedListing({
    id: 'places-musselburgh', // one id: a worker started again writes the same home
    userRef: owner.uid,
    name: 'Seaside Flat in Musselburgh',
    location: '5 High Street, Musselburgh',
    geolocation: { lat: 55.9417, lng: -3.0542 },
  });
  await seedListing({
    id: 'places-portsmouth-uk',
    userRef: owner.uid,
    name: 'Harbour Flat in Portsmouth',
    location: '2 Gunwharf Quays, Portsmouth PO1 3TZ, UK',
    geolocation: { lat: 50.7957, lng: -1.1067 },
  });
});

/** The filter panel, opened (closed on phones until asked for). */
async function openFilters(page: Page) {
  const panel = page.locator('details:has(form[aria-label="Search filters"])');
  if (!(await panel.evaluate((details: HTMLDetailsElement) => details.open))) await panel.locator('summary').click();
  return page.getByRole('form', { name: 'Search filters' });
}

/** Searches `text` from the header's search box, as a visitor does. */
async function searchFor(page: Page, text: string) {
  await page.goto('/');
  // Typing before the page took its first screen over is first-tap.spec's subject, not this file's.
  await tookOver(page);
  const box = page.getByRole('search');
  await box.getByLabel('Search by place').fill(text);
  await box.getByRole('button', { name: 'Search' }).click();
}

test('"Edinburgh, UK" and "Edinburgh, Scotland" find the Edinburgh homes and only them, and say so', async ({
  page,
}) => {
  // The server indexes the places as the listings are written (a few seconds after the backend starts).
  await expect(async () => {
    await searchFor(page, 'Edinburgh, UK');
    await expect(page.getByText('2 homes in Edinburgh, Scotland, United Kingdom', { exact: true })).toBeVisible({
      timeout: 3000,
    });
  }).toPass({ timeout: 30_000 });
  for (const text of ['Edinburgh, UK', 'Edinburgh, Scotland', 'edinburgh united kingdom']) {
    await searchFor(page, text);
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(text).replaceAll('%20', '+')}&in=${EDINBURGH}`);
    await expect(page.getByText('2 homes in Edinburgh, Scotland, United Kingdom', { exact: true })).toBeVisible();
    await expect(results(page)).toHaveCount(2);
    expect((await names(page)).sort()).toEqual(['Georgian Townhouse', 'Stone Cottage by the Forth']);
  }
  // The address keeps it: a reload searches the same town at once.
  await page.reload();
  await expect(results(page)).toHaveCount(2);
  await expect(page.getByText('2 homes in Edinburgh, Scotland, United Kingdom', { exact: true })).toBeVisible();
});

test('a link naming a town without saying which opens the search in that town at once', async ({ page }) => {
  // The page's own look-ups of a name, if it made any (the server did it for the link).
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(':batchGet') && request.postData()?.includes('/gazetteerNames/'))
      lookups.push(request.url());
  });
  await expect(async () => {
    const response = await page.goto('/search?q=Edinburgh%2C+UK');
    // The site's server sent the browser to the town's search: one redirect, no words search first.
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/search\?q=Edinburgh%2C\+UK$/);
  }).toPass({ timeout: 30_000 });
  await expect(page).toHaveURL(`/search?q=Edinburgh%2C+UK&in=${EDINBURGH}`);
  await expect(page.getByText('2 homes in Edinburgh, Scotland, United Kingdom', { exact: true })).toBeVisible();
  expect((await names(page)).sort()).toEqual(['Georgian Townhouse', 'Stone Cottage by the Forth']);
  expect(lookups).toEqual([]);
  // A street's words name no place: no redirect, the words search as before.
  const street = await page.goto('/search?q=Rue+de+la+Charite');
  expect(street?.request().redirectedFrom()).toBeNull();
  await expect(page).toHaveURL('/search?q=Rue+de+la+Charite');
  await expect(results(page)).toHaveCount(1);
});

test('"France" finds the French homes; a region finds the homes in it', async ({ page }) => {
  await searchFor(page, 'France');
  await expect(page).toHaveURL('/search?q=France&in=c-fr');
  await expect(results(page)).toHaveCount(2);
  expect((await names(page)).sort()).toEqual(['Haussmann Flat near Bellecour', 'Studio on the Croix-Rousse']);
  await expect(page.getByText('2 homes in France', { exact: true })).toBeVisible();

  // Scotland: Edinburgh's two homes and Musselburgh's.
  await searchFor(page, 'Scotland');
  await expect(page).toHaveURL('/search?q=Scotland&in=r-gb-sct');
  await expect(results(page)).toHaveCount(3);
  await expect(page.getByText('3 homes in Scotland, United Kingdom', { exact: true })).toBeVisible();
});

test('a street is still searched by its words; a new place typed forgets the old one', async ({ page }) => {
  await searchFor(page, 'Rue de la Charite');
  await expect(page).toHaveURL('/search?q=Rue+de+la+Charite');
  await expect(results(page)).toHaveCount(1);
  await expect(results(page).getByRole('heading')).toHaveText('Haussmann Flat near Bellecour');
  // It says the words it searched: the three that tell most, not "Rue de la" (issue 53).
  await expect(page.getByText('1 home in “de la Charite”', { exact: true })).toBeVisible();

  await page.goto(`/search?q=Edinburgh&in=${EDINBURGH}`);
  await expect(results(page)).toHaveCount(2);
  const filters = await openFilters(page);
  await filters.getByLabel('Place').fill('Lyon, France');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=Lyon%2C\+France&in=t-2996944$/);
  await expect(results(page)).toHaveCount(2);
});

test('the Place field suggests towns with their region and country', async ({ page }) => {
  await page.goto('/search');
  const place = (await openFilters(page)).getByLabel('Place');
  await place.fill('Edin');
  // The field's suggestions, as the browser offers them: the options of the list it names now
  // (typed into the server's first screen, the field names the page's own list once it has taken over).
  const suggested = () =>
    place.evaluate((field) => [...((field as HTMLInputElement).list?.options ?? [])].map((option) => option.value));
  await expect.poll(suggested).toContain('Edinburgh, Scotland, United Kingdom');
  await place.fill('Edinburgh, Sc');
  await expect.poll(suggested).toContain('Edinburgh, Scotland, United Kingdom');
});

test('within a distance of a town no home is in: the homes around it (issue 86)', async ({ page }) => {
  // Dalkeith has no listing (so no place in the search's index), but the gazetteer knows it: 5 km
  // from the Musselburgh flat, 10 and 11 km from two Edinburgh homes.
  await page.goto('/search?q=Dalkeith&km=25&sort=nearest');
  await expect(page.getByText(/^\d+ homes? within 25 km of Dalkeith, Scotland, United Kingdom$/)).toBeVisible({
    timeout: 20_000,
  });
  await expect
    .poll(() => names(page))
    .toEqual(
      expect.arrayContaining(['Seaside Flat in Musselburgh', 'Georgian Townhouse', 'Stone Cottage by the Forth']),
    );
  expect((await names(page))[0]).toBe('Seaside Flat in Musselburgh');
  await expect(
    page.getByText('To search within 25 km, type a town or a street, or choose an area on the map.'),
  ).toHaveCount(0);
});

test('within 10 km of Musselburgh: the Edinburgh homes, 9 km away, are found (issue 86)', async ({ page }) => {
  await page.goto('/search?q=Musselburgh&km=10&sort=nearest');
  await expect(page.getByText(/^\d+ homes within 10 km of Musselburgh, Scotland, United Kingdom$/)).toBeVisible({
    timeout: 20_000,
  });
  await expect
    .poll(() => names(page))
    .toEqual(
      expect.arrayContaining(['Seaside Flat in Musselburgh', 'Georgian Townhouse', 'Stone Cottage by the Forth']),
    );
});

test('within a distance of a street no town is named after: the homes around where its homes stand (issue 86)', async ({
  page,
}) => {
  // In Aberdeen and the north, away from the other tests' circles (Edinburgh's, Lyon's).
  const owner = await createTestUser('street-owner');
  const home = (id: string, name: string, location: string, lat: number, lng: number) =>
    seedListing({ id: `places-${id}`, userRef: owner.uid, name, location, geolocation: { lat, lng } });
  await home('union-street', 'Granite Flat on Union Street', '101 Union Street, Aberdeen', 57.1455, -2.0986);
  await home('ellon-road', 'Terrace by the Don', '3 Ellon Road, Aberdeen', 57.183, -2.09);
  // No town is called "Union Street"; the other home stands 4 km from it.
  await page.goto('/search?q=Union%20Street&km=10&sort=nearest');
  await expect(page.getByText('2 homes within 10 km of “Union Street”')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => names(page)).toEqual(['Granite Flat on Union Street', 'Terrace by the Don']);
  await expect(page.getByText(/type a town or a street/)).toHaveCount(0);

  // Words homes in several places share name no one place: the page says what to type.
  await home('quillon-lane-inverness', 'On Quillon Lane in Inverness', '1 Quillon Lane, Inverness', 57.48, -4.22);
  await home('quillon-lane-lerwick', 'On Quillon Lane in Lerwick', '1 Quillon Lane, Lerwick', 60.15, -1.15);
  await page.goto('/search?q=Quillon%20Lane&km=10');
  await expect(
    page.getByText('To search within 10 km, type a town or a street, or choose an area on the map.'),
  ).toBeVisible({ timeout: 20_000 });
});

test('within a distance of a town: the homes around it, nearest first, in the URL', async ({ page }) => {
  // The list's reads and counts: Firestore's REST queries.
  const reads: string[] = [];
  let counts = 0;
  page.on('request', (request) => {
    if (request.url().endsWith(':runQuery')) reads.push(request.postData() ?? '');
    if (request.url().endsWith(':runAggregationQuery')) counts += 1;
  });
  await expect(async () => {
    await page.goto(`/search?q=Edinburgh&in=${EDINBURGH}&km=10&sort=nearest`);
    await expect(results(page)).toHaveCount(3, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  expect(await names(page)).toEqual([
    'Georgian Townhouse',
    'Stone Cottage by the Forth',
    'Seaside Flat in Musselburgh',
  ]);
  await expect(
    page.getByText('3 homes within 10 km of Edinburgh, Scotland, United Kingdom', { exact: true }),
  ).toBeVisible();
  await expect(results(page).nth(2)).toContainText('9 km away');
  await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('nearest');
  // Rings of the box around the circle, chosen with counts: each read asks about a page (the
  // ring's homes as counted, at least page size + 1), never the box's 200 + 1.
  expect(counts).toBeGreaterThan(0);
  const limits = reads.map(
    (body) => (JSON.parse(body) as { structuredQuery: { limit: number } }).structuredQuery.limit,
  );
  expect(limits.length).toBeGreaterThan(0);
  expect(Math.max(...limits)).toBe(12);
  expect(reads.every((body) => body.includes('geolocation.lng'))).toBe(true);

  // A smaller distance, chosen in the filters, keeps only the nearer homes.
  let filters = await openFilters(page);
  await filters.getByLabel('Distance').selectOption('3');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/[?&]km=3(&|$)/);
  await expect(results(page)).toHaveCount(1);
  expect(await names(page)).toEqual(['Georgian Townhouse']);
  // The town alone, without a distance, has its two homes and not Musselburgh's.
  filters = await openFilters(page);
  await filters.getByLabel('Distance').selectOption('');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).not.toHaveURL(/km=/);
  await expect(results(page)).toHaveCount(2);
});

test("within a distance in the list's own order: the circle's homes page by page, newest first", async ({ page }) => {
  // The list's reads: Firestore's REST queries (the first page of a search goes that way).
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(':runQuery')) reads.push(request.postData() ?? '');
  });
  await expect(async () => {
    await page.goto(`/search?q=Edinburgh&in=${EDINBURGH}&km=10`);
    await expect(results(page)).toHaveCount(3, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('newest');
  // The home this file added is the newest; the list reads the box around the circle page by
  // page (no read of the whole box) and leaves out what lies outside the circle.
  expect((await names(page))[0]).toBe('Seaside Flat in Musselburgh');
  expect([...(await names(page))].sort()).toEqual([
    'Georgian Townhouse',
    'Seaside Flat in Musselburgh',
    'Stone Cottage by the Forth',
  ]);
  await expect(
    page.getByText('3 homes within 10 km of Edinburgh, Scotland, United Kingdom', { exact: true }),
  ).toBeVisible();
  await expect(results(page).first()).toContainText('9 km away');
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
  // A page of the box around the circle: page size + 1 documents, in a range of each coordinate.
  const boxPage = reads.map((body) => JSON.parse(body) as { structuredQuery: { limit: number } });
  expect(boxPage.length).toBeGreaterThan(0);
  expect(boxPage.every((body) => body.structuredQuery.limit === 11)).toBe(true);
  expect(reads.every((body) => body.includes('geolocation.lng'))).toBe(true);
});

test.describe('around a town on a desktop (issue 51)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the map draws the circle and shows only its homes, as the list does; a saved search keeps the circle', async ({
    page,
  }) => {
    const user = await createTestUser('circle-saver');
    await signInBeforeVisit(page, user);
    await expect(async () => {
      await page.goto(`/search?q=Edinburgh&in=${EDINBURGH}&km=10&sort=nearest`);
      await expect(results(page)).toHaveCount(3, { timeout: 3000 });
    }).toPass({ timeout: 30_000 });
    const map = page.getByRole('region', { name: 'Map of the homes found' });
    // The homes of the circle only (the box read around it holds no other here, the world more).
    await expect(map.getByText(/homes? on the map\./)).toHaveText('3 homes on the map.');
    await expect(map.locator('.leaflet-overlay-pane path')).toHaveCount(1);
    // Drawn in the site's primary colour (design-system's token), barely filled.
    const drawn = await map
      .locator('.leaflet-overlay-pane path')
      .evaluate((path) => [getComputedStyle(path).stroke, getComputedStyle(path).fillOpacity]);
    expect(drawn).toEqual(['rgb(15, 118, 110)', '0.06']);
    // Fitted to the circle: Edinburgh's centre is in the middle of the map.
    await expect(map.locator('.leaflet-container')).toHaveAttribute('data-view', /^\d+\/55\.9\d+\/-3\.1\d+$/);

    await page.getByRole('button', { name: 'Save this search' }).click();
    await expect.poll(async () => (await readDoc(`savedSearches/${user.uid}_0`))?.near).toMatchObject({ km: 10 });
    const saved = await readDoc(`savedSearches/${user.uid}_0`);
    expect(saved?.key).not.toContain('2650225'); // every home of the circle, whatever its town
    const near = saved?.near as { lat: number; lng: number };
    expect([near.lat, near.lng].map((n) => n.toFixed(1))).toEqual(['56.0', '-3.2']);
  });
});
