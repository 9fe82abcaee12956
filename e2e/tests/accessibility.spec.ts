// Every page of the site, scanned with axe-core against WCAG 2.1 A and AA once it shows its
// content: labels, names, roles, alt text, contrast, landmarks. A failure lists each rule broken
// and the elements that break it.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_USER } from '../support/backend.ts';
import { signIn, toast } from '../support/ui.ts';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(found, `axe on ${page.url()}`).toEqual([]);
}

const visitorPages: [string, (page: Page) => Promise<void>][] = [
  ['/', (p) => expect(p.getByRole('main').getByRole('button', { name: /,/ })).toHaveCount(5)],
  ['/offers', (p) => expect(p.getByRole('button', { name: 'Load More' })).toBeVisible()],
  ['/category/rent', (p) => expect(p.getByRole('button', { name: 'Load More' })).toBeVisible()],
  ['/category/rent/seed-01', (p) => expect(p.locator('.leaflet-marker-icon')).toBeVisible()],
  [
    `/contact/${DEMO_USER.uid}?listingName=Sunny%20Family%20House`,
    (p) => expect(p.getByRole('link', { name: 'Send Message' })).toBeVisible(),
  ],
  ['/sign-in', (p) => expect(p.getByRole('button', { name: 'Sign In' })).toBeVisible()],
  ['/sign-up', (p) => expect(p.getByRole('button', { name: 'Sign UP', exact: true })).toBeVisible()],
  ['/forgot-password', (p) => expect(p.getByRole('button', { name: 'send Reset Link' })).toBeVisible()],
];

for (const [path, ready] of visitorPages) {
  test(`${path} passes axe (WCAG 2.1 AA) for a visitor`, async ({ page }) => {
    await page.goto(path);
    await ready(page);
    await expectNoViolations(page);
  });
}

test('the signed-in pages pass axe (WCAG 2.1 AA): profile, create, edit', async ({ page }) => {
  await signIn(page, DEMO_USER);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Your Listings' })).toBeVisible();
  await expectNoViolations(page);

  await page.goto('/create-listing');
  await expect(page.getByRole('heading', { name: 'Create a Listing' })).toBeVisible();
  await expectNoViolations(page);

  await page.goto('/edit-listing/seed-01');
  await expect(page.getByRole('heading', { name: 'Edit Listing' })).toBeVisible();
  await expect(page.getByLabel('Name')).not.toHaveValue('');
  await expectNoViolations(page);
});

test('a toast and the password shown in plain text pass axe (WCAG 2.1 AA)', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Show' }).click();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Bad user credentials')).toBeVisible();
  // Scanned once it has slid in: half-way through, its text is still partly transparent.
  await page.locator('.Toastify__toast').evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  await expectNoViolations(page);
});
