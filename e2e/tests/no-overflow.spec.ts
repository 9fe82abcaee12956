import { expect, test, type Page } from '@playwright/test';
import { adminFirestore } from '../../backend/admin.mjs';
import { createTestUser, seedListing } from '../support/backend.ts';
import { atWidth } from '../support/page-ready.ts';
import { signInBeforeVisit } from '../support/session.ts';

// One listing with the longest unbroken name (32) and address (500) the rules allow must not make
// any page wider than the screen, from the narrowest phone to a desktop.
const WIDTHS = [320, 390, 768, 1024, 1440];
const LONG_NAME = 'W'.repeat(32);
const LONG_PLACE = 'L'.repeat(500);

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test('no page scrolls sideways with a 32-character unbroken name and a 500-character unbroken address', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const owner = await createTestUser('longwords');
  await adminFirestore()
    .doc(`users/${owner.uid}`)
    .update({ name: 'N'.repeat(32) });
  const id = `${owner.uid}-long`;
  await seedListing({
    id,
    userRef: owner.uid,
    name: LONG_NAME,
    location: LONG_PLACE,
    offer: true,
    regularPrice: 750_000_000,
    discountedPrice: 749_999_999,
    // Newer than what any other test seeds (browse's newest are 30 days ahead): first on every list.
    timestamp: new Date(Date.now() + 400 * 86_400_000),
  });
  try {
    const pages: [string, string][] = [
      ['/', LONG_NAME],
      ['/offers', LONG_NAME],
      ['/category/rent', LONG_NAME],
      [`/category/rent/${id}`, LONG_NAME],
      [`/contact/${owner.uid}?listingName=${LONG_NAME}`, 'Contact'],
    ];
    // Each page is opened once and then narrowed and widened through the widths, as a window is:
    // its layout (CSS and the components that follow the width) answers each width as a page
    // opened at it does, without 25 page loads.
    for (const [path, text] of pages) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
      await page.goto(path);
      await expect(page.getByText(text).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      for (const width of WIDTHS) {
        await atWidth(page, width);
        expect(await horizontalOverflow(page), `${path} at ${width} px`).toBeLessThanOrEqual(0);
      }
    }
    await signInBeforeVisit(page, owner);
    await page.goto('/profile');
    await expect(page.getByText(LONG_NAME).first()).toBeVisible();
    for (const width of WIDTHS) {
      await atWidth(page, width);
      expect(await horizontalOverflow(page), `/profile at ${width} px`).toBeLessThanOrEqual(0);
    }
  } finally {
    await adminFirestore().doc(`listings/${id}`).delete();
  }
});
