// What a page downloads before it shows: the Firebase SDKs only where the page uses them, and no
// request to learn where the remotes live (the built index.html carries the remote map).
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { loadPage } from '../support/page-downloads.ts';
import { openReady, readyCheck } from '../support/page-ready.ts';
import { withoutSiteServer } from '../support/site-server.ts';

// Strings only the Firebase SDKs' own code holds: the Auth API host, the Firestore component and
// the app's package name.
const AUTH_SDK = 'identitytoolkit.googleapis.com';
const FIRESTORE_SDK = 'firestore/lite';
const FIREBASE_APP = '@firebase/app';

/** Opens `path` in a new tab, waits for `ready`, and returns the tab's requests and a test of its scripts' text. */
async function load(context: BrowserContext, path: string, ready: (page: Page) => Promise<void>) {
  const { requests, scripts } = await loadPage(context, path, ready);
  const texts = scripts.map((script) => script.text ?? '');
  return { requests, has: (marker: string) => texts.some((text) => text.includes(marker)) };
}

test('explore loads no Firebase code at all (not even the app); the pages that use the SDKs do', async ({
  context,
}) => {
  const explore = await load(context, '/', readyCheck('/'));
  expect(explore.has(FIRESTORE_SDK), 'Firestore SDK on explore').toBe(false);
  expect(explore.has(AUTH_SDK), 'Auth SDK on explore').toBe(false);
  expect(explore.has(FIREBASE_APP), 'Firebase app on explore').toBe(false);

  // The same markers are found where the SDKs are needed, so the check above can fail. The offers'
  // first page comes from the HTML's read too; their second page needs the Firestore SDK.
  const offers = await load(context, '/offers', async (p) => {
    const items = p.getByRole('main').getByRole('listitem');
    await expect(items).toHaveCount(10);
    await p.getByRole('button', { name: 'Load More' }).click();
    await expect(items).not.toHaveCount(10);
  });
  expect(offers.has(FIRESTORE_SDK), 'Firestore SDK for the second page of offers').toBe(true);
  const listing = await load(context, '/category/rent/seed-01', async (p) => {
    await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
    // Shown once the viewer's session is known (after the first screen has painted).
    await expect(p.getByRole('button', { name: 'Contact Landlord' })).toBeVisible();
  });
  expect(listing.has(AUTH_SDK), 'Auth SDK on a listing (who is viewing)').toBe(true);
  expect(listing.has(FIREBASE_APP), 'Firebase app under the Auth SDK').toBe(true);
});

test('a built page finds its remote without asking for /remotes.json', async ({ context }) => {
  const { requests } = await load(context, '/offers', async (p) => {
    await expect(p.getByRole('heading', { name: 'Offers' })).toBeVisible();
  });
  expect(requests).toContain('/mf-manifest.json');
  expect(requests).not.toContain('/remotes.json');
});

test("a listing page loads Swiper, Leaflet, the Firebase app and the viewer's session only once its cover photo is in", async ({
  page,
}) => {
  // A slow cover photo (its 1280 px view, which the page shows): what the page loads later must not
  // start before it has arrived.
  await page.route(/sizes%2F1280%2Fdemo-alice-seed-seed-01-1\.png\.webp/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // When Chromium reports the cover painted (Element Timing): the page waits for that report.
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      if (list.getEntries().length > 0)
        (window as { coverPaintReported?: number }).coverPaintReported ??= performance.now();
    }).observe({ type: 'element', buffered: true });
  });
  await page.goto('/category/rent/seed-01');
  await expect(page.getByLabel('Listing images')).toBeVisible(); // the gallery (Swiper), after the cover
  await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
  const timing = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const cover = entries.find((e) => e.name.includes('sizes%2F1280%2Fdemo-alice-seed-seed-01-1.png.webp'));
    const later = entries.filter((e) =>
      /\/assets\/(listing-gallery|listing-map|firebase-app|session-operations)-[^/]*\.js$/.test(e.name),
    );
    return {
      coverEnd: cover?.responseEnd ?? NaN,
      paintReported: (window as { coverPaintReported?: number }).coverPaintReported ?? NaN,
      laterStarts: later.map((e) => e.startTime),
    };
  });
  expect(timing.laterStarts).toHaveLength(4);
  expect(timing.paintReported).toBeGreaterThanOrEqual(timing.coverEnd);
  for (const start of timing.laterStarts) expect(start).toBeGreaterThanOrEqual(timing.paintReported);
});

test('explore does not move when its listings arrive after the page has painted', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 }); // a phone: the categories are in view
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as { layoutShifts?: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The newest listings (the HTML's read, or the SDK's) are held until the page has painted without them.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/documents:runQuery/, async (route) => {
    await held;
    await route.continue();
  });
  // The page as the host serves it without the site's server: with it, the listings come in the HTML.
  await withoutSiteServer(page, '/');
  await page.goto('/');
  await expect(page.getByRole('status', { name: 'Loading recommended listings' })).toBeVisible();
  release();
  await expect(page.getByLabel('Recommended listings')).toBeVisible(); // the carousel, once the listings are in
  await page.waitForLoadState('networkidle');
  // Layout shifts are reported after the frame that shows them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => (window as { layoutShifts?: number[] }).layoutShifts)).toEqual([]);
});

// The first Intl object a page makes loads the browser's ICU data, a long task (decision record
// 049): the pages of the benchmark take over and show their prices, areas and counts without one.
test('the lists, a listing and the search load without asking Intl for anything', async ({ page }) => {
  await page.addInitScript(() => {
    const asked: string[] = [];
    (window as { intlAsked?: string[] }).intlAsked = asked;
    for (const name of [
      'NumberFormat',
      'DateTimeFormat',
      'Collator',
      'Locale',
      'PluralRules',
      'DisplayNames',
    ] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      const watched = new Proxy(Original, {
        construct(target, args) {
          asked.push(`Intl.${name}`);
          return Reflect.construct(target, args);
        },
        apply(target, self, args) {
          asked.push(`Intl.${name}`);
          return Reflect.apply(target, self, args) as unknown;
        },
      });
      Reflect.set(Intl, name, watched);
    }
    const watch = (proto: object, method: string) => {
      const original = Reflect.get(proto, method) as (...args: unknown[]) => unknown;
      Reflect.set(proto, method, function (this: unknown, ...args: unknown[]) {
        asked.push(method);
        return original.apply(this, args);
      });
    };
    watch(Number.prototype, 'toLocaleString');
    watch(String.prototype, 'localeCompare');
    for (const method of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']) watch(Date.prototype, method);
  });
  const asked = () => page.evaluate(() => (window as { intlAsked?: string[] }).intlAsked);
  for (const path of ['/', '/offers', '/category/rent', '/category/rent/seed-01', '/search?type=rent&sort=price-asc']) {
    await openReady(page, path);
    await page.waitForFunction(() => performance.getEntriesByName('page-interactive').length > 0);
    if (path.startsWith('/search')) await expect(page.getByText(/^\d[\d,]*\+? homes? for rent/)).toBeVisible();
    expect(await asked(), path).toEqual([]);
  }
  // The watch sees what a page asks: a day's label asks Intl.
  await page.evaluate(() => new Date().toLocaleDateString());
  expect(await asked()).toEqual(['toLocaleDateString']);
});

// Under an attached inspector (DevTools, Lighthouse), every exception thrown makes the browser
// collect its stack with line numbers, reparsing each function on it: Leaflet's caught probe for
// old Internet Explorer's VML cost ~100 ms of the listing's start-up on a 4× slowed phone
// (patches/leaflet@1.9.4.patch). The pages start without throwing anything but React's own
// signal that a lazy part is still loading (a pending promise, rethrown as its error #460).
test('the lists, a listing and the search start without an exception thrown', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 900 }); // wide enough for the search's map too
  const cdp = await context.newCDPSession(page);
  const thrown: string[] = [];
  const resumeFailures: string[] = [];
  let suspended = 0;
  cdp.on('Debugger.paused', (event) => {
    const value = event.data as { className?: string; description?: string } | undefined;
    const reactSuspense = value?.className === 'Promise' || (value?.description ?? '').includes('react.dev/errors/460');
    if (reactSuspense) suspended += 1;
    else {
      const frame = event.callFrames[0];
      thrown.push(`${(value?.description ?? '').split('\n')[0]} at ${frame?.url}:${frame?.location.lineNumber}`);
    }
    // A pause can end before this answer arrives: the page navigating away ends it (the next path
    // is opened while the last one may still throw React's suspension). Only that error is expected.
    cdp.send('Debugger.resume').catch((error: unknown) => {
      if (!String(error).includes('Can only perform operation while paused')) resumeFailures.push(String(error));
    });
  });
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.setPauseOnExceptions', { state: 'all' });
  for (const path of ['/', '/offers', '/category/rent/seed-01', '/search?type=rent&sort=price-asc']) {
    await openReady(page, path);
    await page.waitForFunction(() => performance.getEntriesByName('page-interactive').length > 0);
    if (path.startsWith('/search')) {
      await expect(
        page.getByRole('region', { name: 'Map of the homes found' }).locator('.leaflet-marker-icon').first(),
      ).toBeVisible();
    }
    expect(thrown, path).toEqual([]);
  }
  expect(resumeFailures).toEqual([]);
  // The watch sees what is thrown: React's suspensions were seen, and a throw in the page is caught.
  expect(suspended).toBeGreaterThan(0);
  await page.evaluate(() => {
    try {
      throw new TypeError('seen');
    } catch {
      // expected
    }
  });
  await expect.poll(() => thrown).toEqual([expect.stringContaining('TypeError: seen')]);
});
