import { expect, type Page } from '@playwright/test';
import { DEMO_USER } from './backend.ts';

/**
 * Pages of the site with what shows once each has its content (seeded backend), for the tests
 * that look at whole pages. The signed-in ones need a session first.
 */
export const PAGE_READY: Record<string, (page: Page) => Promise<void>> = {
  '/': (p: Page) => expect(p.getByRole('main').getByRole('link', { name: /,/ })).toHaveCount(5),
  '/offers': (p: Page) => expect(p.getByRole('button', { name: 'Load More' })).toBeVisible(),
  '/category/rent': (p: Page) => expect(p.getByRole('button', { name: 'Load More' })).toBeVisible(),
  '/category/rent/seed-01': (p: Page) => expect(p.locator('.leaflet-marker-icon')).toBeVisible(),
  [`/contact/${DEMO_USER.uid}?listingName=Sunny%20Family%20House`]: (p: Page) =>
    expect(p.getByRole('button', { name: 'Send Message' })).toBeVisible(),
  '/sign-in': (p: Page) => expect(p.getByRole('button', { name: 'Sign In' })).toBeVisible(),
  '/sign-up': (p: Page) => expect(p.getByRole('button', { name: 'Sign UP', exact: true })).toBeVisible(),
  '/forgot-password': (p: Page) => expect(p.getByRole('button', { name: 'send Reset Link' })).toBeVisible(),
  '/profile': (p: Page) => expect(p.getByRole('heading', { name: 'Your Listings' })).toBeVisible(),
  '/create-listing': (p: Page) => expect(p.getByRole('heading', { name: 'Create a Listing' })).toBeVisible(),
  '/search?type=rent&sort=price-asc': (p: Page) => expect(p.getByRole('button', { name: 'Load More' })).toBeVisible(),
};

/** The pages of PAGE_READY that need a session. */
export const SIGNED_IN_PAGES = ['/profile', '/create-listing'];

/** PAGE_READY's wait for `path` (an error for a page it does not list). */
export function readyCheck(path: string): (page: Page) => Promise<void> {
  const ready = PAGE_READY[path];
  if (!ready) throw new Error(`PAGE_READY has no ${path}`);
  return ready;
}

/**
 * Opens one of PAGE_READY's pages and waits until it shows its content, as the app's: a first
 * screen the site's server rendered into the HTML (issue 38) shows the same content before the
 * app has taken it over, when a click on a link loads a new document rather than route inside the
 * app, and a Tab at the moment of the take-over can lose its place.
 */
export async function openReady(page: Page, path: string): Promise<void> {
  const ready = readyCheck(path);
  await page.goto(path);
  await ready(page);
  await tookOver(page);
}

/**
 * Waits until the app has taken over the first screen the server rendered into the HTML, if any:
 * for a test that measures the page's boxes (the server's nodes are replaced by the app's in one
 * commit, and a box asked for across it is of a node no longer there).
 */
export async function tookOver(page: Page): Promise<void> {
  await expect(page.locator('#first-screen, .first-screen-held')).toHaveCount(0);
}

/**
 * Resizes an open page to `width` and waits until it is laid out for it: at a desktop's width, once
 * the header's search shows (the shell's frame follows the width), and two frames later. Opening a
 * page once and taking it through the widths costs one load, not one per width (issue 84).
 */
export async function atWidth(page: Page, width: number, height = 900): Promise<void> {
  await page.setViewportSize({ width, height });
  if (width >= 1024) await expect(page.getByRole('banner').getByLabel('Search homes by place')).toBeVisible();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))),
  );
}
