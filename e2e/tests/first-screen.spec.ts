// The first screen in the HTML (issue 38): the rent list's first cards, a listing's cover, name
// and price and a search's first results are in the page as it arrives, visible with JavaScript
// blocked; with it, the app takes the server's markup over with no frame without it, no layout
// shift and no read of its own.
import { expect, test, type Page } from '@playwright/test';
import { createTestUser, seedListing } from '../support/backend.ts';

/** A name no other test uses, with what must be escaped everywhere it lands. */
const hostileName = (tag: string) => `Loft ${tag} <b>"bold"</b> </script>`;

/** The listing API reads the page makes itself (REST or SDK). */
function recordListingReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (/\/databases\/\(default\)\/documents/.test(request.url())) reads.push(request.url());
  });
  return reads;
}

/** The first-page reads of a list of listings the page makes itself (the REST or SDK runQuery). */
function recordListingQueries(page: Page): string[] {
  const queries: string[] = [];
  page.on('request', (request) => {
    if (/documents:runQuery/.test(request.url()) && request.postData()?.includes('"collectionId":"listings"'))
      queries.push(request.url());
  });
  return queries;
}

/**
 * Records, frame by frame from before the HTML is parsed, whether the page's heading (`selector`)
 * is on screen, and sums the layout shifts: window.__frames and window.__shift.
 */
async function watchFrames(page: Page, selector: string) {
  await page.addInitScript((watched) => {
    const frames: boolean[] = [];
    Reflect.set(window, '__frames', frames);
    Reflect.set(window, '__shift', 0);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        Reflect.set(window, '__shift', Number(Reflect.get(window, '__shift')) + Number(Reflect.get(entry, 'value')));
    }).observe({ type: 'layout-shift', buffered: true });
    const frame = () => {
      const heading = document.querySelector(watched);
      frames.push(heading !== null && heading.getBoundingClientRect().height > 0);
      if (frames.length < 600) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, selector);
}

test.describe('with JavaScript blocked', () => {
  test.use({ javaScriptEnabled: false });

  test('the rent list and a listing page show their first screen', async ({ page, request }) => {
    const owner = await createTestUser('first-screen-owner');
    const id = `fs-${Date.now().toString(36)}`;
    const name = hostileName(id.slice(-4));
    await seedListing({ id, userRef: owner.uid, name, regularPrice: 1350 });

    // Explore: its newest homes' first slide and the categories.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Recommended', exact: true })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: /,/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Places for rent' })).toBeVisible();

    // The newest homes (other tests add theirs), each with its name, price and rooms; the first
    // with its photo.
    await page.goto('/category/rent');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { name: 'Places for rent' })).toBeVisible();
    await expect(main.getByRole('listitem')).toHaveCount(10);
    const first = main.getByRole('listitem').first();
    await expect(first).toContainText(/ \/ Month/);
    await expect(first).toContainText(/Bedrooms?/);
    await expect(first.getByRole('img')).toBeVisible();
    await expect(main.getByRole('link').first()).toHaveAttribute('href', /^\/category\/rent\/[^/]+$/);

    // The listing: its cover photo, its name and price as the page's heading.
    await page.goto(`/category/rent/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} - $1,350 / Month`);
    await expect(page.locator('main b')).toHaveCount(0); // the owner's text is text
    await expect(page.locator('main img').first()).toHaveAttribute('alt', `${name} – image 1 of 1`);
    await expect(page.getByText('For Rent')).toBeVisible();

    // In the HTML as it arrives, escaped where the owner's text lands.
    const html = await (await request.get(`/category/rent/${id}`)).text();
    const heading = /<h1 id="listing-title"[^>]*>(.*?)<\/h1>/.exec(html)?.[1];
    expect(heading).toContain(`Loft ${id.slice(-4)} &lt;b&gt;&quot;bold&quot;&lt;/b&gt; &lt;/script&gt;`);
    expect(heading).toContain('$1,350 / Month');
    expect(html).not.toContain('<b>"bold"</b>');
    const answer =
      /<script id="first-screen-read" type="application\/json" data-key="listing\/[^"]+" data-read-at="\d+">(.*?)<\/script>/s.exec(
        html,
      );
    expect(answer?.[1]).not.toContain('</script>');
    expect(JSON.parse(answer![1]!)).toMatchObject({ fields: { name: { stringValue: name } } });
  });

  test('a search shows its first results, in the layout of the screen it is on', async ({ page, request }) => {
    const owner = await createTestUser('first-screen-searcher');
    const word = `fsq${Date.now().toString(36)}`;
    const name = hostileName(word.slice(-4));
    await seedListing({ id: `fs-${word}`, userRef: owner.uid, name, location: `${word} Quay, Leeds`, type: 'sale' });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/search?q=${word}`);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { name: 'Search homes' })).toBeVisible();
    await expect(main.getByRole('listitem')).toHaveCount(1);
    await expect(main.getByRole('listitem')).toContainText(name);
    await expect(main.locator('b')).toHaveCount(0); // the owner's text is text
    // A phone: the filters closed, the List/Map choice, no map beside the list.
    await expect(main.getByRole('button', { name: 'List', exact: true })).toBeVisible();
    await expect(main.getByLabel('Place', { exact: true })).toBeHidden();
    await expect(main.getByRole('status', { name: 'Loading the map' })).toBeHidden();

    // A desktop: the filters open with the place searched, the map's place beside the list.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(main.getByLabel('Place', { exact: true })).toHaveValue(word);
    await expect(main.getByRole('status', { name: 'Loading the map' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'List', exact: true })).toBeHidden();

    const html = await (await request.get(`/search?q=${word}`)).text();
    expect(html).toContain(`Loft ${word.slice(-4)} &lt;b&gt;&quot;bold&quot;&lt;/b&gt; &lt;/script&gt;`);
    expect(html).not.toContain('<b>"bold"</b>');
    expect(html).toMatch(/<title>Search homes · House Marketplace<\/title>/);
  });
});

/**
 * Opens `path` and checks that the app took the server's first screen over: the page's heading on
 * screen from its first frame on, no layout shift; then that the page is the app's.
 */
async function expectTakeOver(page: Page, path: string) {
  await watchFrames(page, 'main h1');
  await page.goto(path);
  // The page's own markup has replaced the server's.
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.locator('main#main h1')).toBeVisible();
  // Thirty frames more of the page as it stands (the watch counts frames, not time).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let left = 30;
        const next = () => (--left <= 0 ? resolve() : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
  );

  const frames = (await page.evaluate((): unknown => Reflect.get(window, '__frames'))) as boolean[];
  const shown = frames.indexOf(true);
  expect(shown).toBeGreaterThanOrEqual(0);
  // From its first frame on, the heading never left the screen.
  expect(frames.slice(shown).every(Boolean)).toBe(true);
  expect(await page.evaluate((): unknown => Reflect.get(window, '__shift'))).toBe(0);
}

/** The page is the app's: its links go on without loading a new document. */
async function expectAppLinks(page: Page) {
  await page.evaluate(() => Reflect.set(window, '__samePage', true));
  await page.getByRole('link', { name: 'Offers' }).first().click();
  await expect(page.getByRole('heading', { name: 'Offers' })).toBeVisible();
  expect(await page.evaluate((): unknown => Reflect.get(window, '__samePage'))).toBe(true);
}

for (const path of ['/', '/category/rent', '/category/rent/seed-01']) {
  test(`${path}: the app takes its first screen over with no frame without it, no shift and no read`, async ({
    page,
  }) => {
    const reads = recordListingReads(page);
    await expectTakeOver(page, path);
    expect(reads).toEqual([]);
    await expectAppLinks(page);
  });
}

for (const width of [390, 1280]) {
  test(`/search at ${width} px: the app takes its first results over with no shift and does not read them again`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const queries = recordListingQueries(page);
    await expectTakeOver(page, '/search?type=sale');
    await expect(page.locator('main').getByRole('listitem').first()).toBeVisible();
    // The count and (beside the list) the map's homes are reads of their own, through the SDK (with
    // its API key); the first page would be read through REST, without one: it is not read again.
    expect(queries.filter((url) => !url.includes('?'))).toEqual([]);
    await expectAppLinks(page);
  });
}
