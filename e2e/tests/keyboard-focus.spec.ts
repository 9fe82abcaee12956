// Keyboard users see where they are: every element Tab reaches on the main pages draws a focus
// ring, no box around it (a rounded photo frame, the map's box) cuts the ring off, and it is not
// left under the fixed bottom navigation.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_USER } from '../support/backend.ts';
import { openReady } from '../support/page-ready.ts';
import { signInBeforeVisit } from '../support/session.ts';

/** Why the focused element's ring cannot be seen, or '' when it can. */
function ringProblem(): string {
  const el = document.activeElement;
  if (!(el instanceof HTMLElement) || el === document.body) return 'nothing focused';
  const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
  // A card's link draws its ring on the layer it stretches over the card (its ::after).
  const layer = getComputedStyle(el, '::after');
  const onLayer =
    getComputedStyle(el).outlineStyle === 'none' && layer.position === 'absolute' && layer.outlineStyle !== 'none';
  const style = onLayer ? layer : getComputedStyle(el);
  const width = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
  if (width === 0 && style.boxShadow === 'none') return `${name}: no focus ring`;
  const reach = Math.max(0, width + parseFloat(style.outlineOffset || '0'));
  const box = (onLayer && el.offsetParent ? el.offsetParent : el).getBoundingClientRect();
  const ring = { left: box.left - reach, top: box.top - reach, right: box.right + reach, bottom: box.bottom + reach };
  for (let parent = el.parentElement; parent; parent = parent.parentElement) {
    const clips = getComputedStyle(parent);
    if (clips.overflowX === 'visible' && clips.overflowY === 'visible') continue;
    const frame = parent.getBoundingClientRect();
    if (
      ring.left < frame.left - 0.5 ||
      ring.top < frame.top - 0.5 ||
      ring.right > frame.right + 0.5 ||
      ring.bottom > frame.bottom + 0.5
    ) {
      return `${name}: ring cut off by ${parent.tagName.toLowerCase()}.${[...parent.classList].join('.')}`;
    }
  }
  // Scrolled into view by the browser, and not under something else (the fixed bottom nav).
  const x = (Math.max(box.left, 0) + Math.min(box.right, innerWidth)) / 2;
  const y = (Math.max(box.top, 0) + Math.min(box.bottom, innerHeight)) / 2;
  const onTop = document.elementFromPoint(x, y);
  if (!onTop || !(el === onTop || el.contains(onTop))) {
    return `${name}: hidden under ${onTop ? onTop.tagName.toLowerCase() + '.' + [...onTop.classList].join('.') : 'nothing (off screen)'}`;
  }
  return '';
}

/** Tabs through the page until focus comes back to where it started, checking each stop. */
async function tabThrough(page: Page, maxStops = 40) {
  const first = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? '');
  let stops = 0;
  for (; stops < maxStops; stops += 1) {
    await page.keyboard.press('Tab');
    const here = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? '');
    if (stops > 0 && here === first) break;
    // A carousel slides the focused photo into view; the check waits for it to settle.
    await expect.poll(() => page.evaluate(ringProblem), { timeout: 3000 }).toBe('');
  }
  return stops;
}

test.use({ viewport: { width: 412, height: 823 } });

const pages = ['/', '/offers', '/category/rent/seed-01', '/sign-in', '/search?type=rent&sort=price-asc'] as const;

for (const path of pages) {
  test(`on ${path} every stop of the Tab key shows its focus ring`, async ({ page }) => {
    await openReady(page, path);
    expect(await tabThrough(page)).toBeGreaterThan(3);
  });
}

test('on the profile and the create form every stop of the Tab key shows its focus ring', async ({ page }) => {
  await signInBeforeVisit(page, DEMO_USER);
  await openReady(page, '/profile');
  expect(await tabThrough(page, 80)).toBeGreaterThan(3);
  await openReady(page, '/create-listing');
  expect(await tabThrough(page)).toBeGreaterThan(3);
});

// Issue 35, defect 9: Escape from the photo viewer left the focus on the page's body.
test('Escape closes the photo viewer and gives the focus back to the button that opened it', async ({ page }) => {
  await page.goto('/category/rent/seed-01');
  const open = page.getByRole('button', { name: 'View full screen' });
  await open.click();
  await expect(page.getByRole('dialog', { name: /^Photos of / })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(open).toBeFocused();
});

// Issue 35, defect 9: the listing page's focus landed on its title, below the photos, so Tab
// skipped the gallery and the heart.
test('a listing opened from a list starts at its photos: Tab reaches the gallery before the title', async ({
  page,
}) => {
  await openReady(page, '/category/rent');
  await page.getByRole('main').getByRole('listitem').first().getByRole('link').click();
  const listing = page.getByRole('main').getByRole('article');
  await expect(listing).toBeFocused();
  await page.keyboard.press('Tab');
  const beforeTitle = await page.evaluate(() => {
    const title = document.querySelector('main h1');
    const active = document.activeElement;
    return !!title && !!active && !!(title.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_PRECEDING);
  });
  expect(beforeTitle).toBe(true);
});

// Issue 35, defect 8: on a phone, Back in the full-screen viewer left the listing.
test('Back in the full-screen photo viewer closes it and stays on the listing; Back again leaves', async ({ page }) => {
  await openReady(page, '/category/rent');
  await page.getByRole('main').getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/category\/rent\/[\w-]+$/);
  const listingUrl = page.url();
  const viewer = page.getByRole('dialog');

  await page.getByRole('button', { name: 'View full screen' }).click();
  await expect(viewer).toBeVisible();
  await page.goBack();
  await expect(viewer).toHaveCount(0);
  expect(page.url()).toBe(listingUrl);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Closed with its button, the viewer leaves no extra step behind: Back leaves the listing.
  await page.getByRole('button', { name: 'View full screen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/category\/rent$/);
});
