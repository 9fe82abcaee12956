// Screenshot comparisons: key pages at a phone's width and a desktop's, against checked-in
// pictures (e2e/tests/visual.spec.ts-snapshots/), so that a remote cannot drift from the design
// system unnoticed. What other tests change (lists, the newest homes, a fresh user's name) is
// masked: the frame, the header, the forms, the cards' places and the type are compared.
// After a deliberate change of the design: `pnpm test:e2e visual --update-snapshots`, then look
// at the new pictures before committing them.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createTestUser, DEMO_USER } from '../support/backend.ts';
import { readyCheck } from '../support/page-ready.ts';
import { signInBeforeVisit } from '../support/session.ts';

interface Shot {
  name: string;
  path: string;
  ready: (page: Page) => Promise<void>;
  /** What changes from run to run, masked. */
  mask?: (page: Page) => Locator[];
  signedIn?: boolean;
}

const main = (page: Page) => page.getByRole('main');
const SHOTS: Shot[] = [
  {
    name: 'explore',
    path: '/',
    ready: readyCheck('/'),
    mask: (p) => [p.getByRole('region', { name: 'Recommended listings' })],
  },
  {
    name: 'offers',
    path: '/offers',
    ready: readyCheck('/offers'),
    mask: (p) => [main(p).getByRole('list')],
  },
  {
    name: 'listing',
    path: '/category/rent/seed-19',
    ready: async (p) => {
      await expect(p.locator('.leaflet-marker-icon')).toBeVisible();
      await expect(p.getByRole('region', { name: 'Listing images' }).getByText(/\d+ \/ \d+$/)).toBeVisible();
    },
  },
  {
    name: 'search',
    path: '/search?type=rent&sort=price-asc',
    ready: readyCheck('/search?type=rent&sort=price-asc'),
    mask: (p) => [main(p).getByRole('list'), p.getByRole('region', { name: 'Map of the homes found' })],
  },
  { name: 'sign-in', path: '/sign-in', ready: readyCheck('/sign-in') },
  { name: 'sign-up', path: '/sign-up', ready: readyCheck('/sign-up') },
  {
    name: 'contact',
    path: `/contact/${DEMO_USER.uid}?listingName=Sunny%20Family%20House`,
    ready: readyCheck(`/contact/${DEMO_USER.uid}?listingName=Sunny%20Family%20House`),
  },
  {
    name: 'create-listing',
    path: '/create-listing',
    signedIn: true,
    ready: readyCheck('/create-listing'),
    mask: (p) => [p.locator('.leaflet-container')],
  },
  {
    name: 'profile',
    path: '/profile',
    signedIn: true,
    ready: (p) => expect(p.getByRole('heading', { name: 'No listings yet' })).toBeVisible(),
    mask: (p) => [p.getByRole('region', { name: 'Personal Details' })],
  },
  {
    name: 'not-found',
    path: '/no-such-page',
    ready: (p) => expect(p.getByRole('heading', { name: 'Page not found' })).toBeVisible(),
  },
];

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const shot of SHOTS) {
      test(`${shot.name} looks as designed`, async ({ page }) => {
        if (shot.signedIn) await signInBeforeVisit(page, await createTestUser('visual'));
        await page.goto(shot.path);
        await shot.ready(page);
        // Photos decoded, web fonts (none: the system's) and layout settled.
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready);
        await expect(page).toHaveScreenshot(`${shot.name}-${viewport.width}.png`, {
          mask: shot.mask?.(page) ?? [],
          maxDiffPixelRatio: 0.01,
        });
      });
    }
  });
}
