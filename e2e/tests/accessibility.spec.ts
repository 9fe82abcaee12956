// Every page of the site, scanned with axe-core against WCAG 2.2 A and AA once it shows its
// content: labels, names, roles, alt text, contrast, landmarks. A failure lists each rule broken
// and the elements that break it.
import { expect, test } from '@playwright/test';
import { createTestUser, DEMO_USER, seedListing } from '../support/backend.ts';
import { expectNoViolations, expectNoViolationsAtBothWidths } from '../support/axe.ts';
import { atWidth, openReady, PAGE_READY, readyCheck, SIGNED_IN_PAGES } from '../support/page-ready.ts';
import { signInBeforeVisit } from '../support/session.ts';
import { toast } from '../support/ui.ts';

// wcag22aa brings 2.5.8, target size: a control a finger can hit without touching the next one.

const visitorPages = Object.keys(PAGE_READY).filter((path) => !SIGNED_IN_PAGES.includes(path));

// A phone, and a desktop (the header, the grids, the listing page's two columns): each page opened
// once on the phone, scanned, then widened to the desktop and scanned again (issue 84).
for (const path of visitorPages) {
  test(`${path} passes axe (WCAG 2.2 AA) for a visitor, at 390 px and at 1440 px`, async ({ page }) => {
    await openReady(page, path);
    await expectNoViolations(page);
    await atWidth(page, 1440);
    await readyCheck(path)(page);
    await expectNoViolations(page);
  });
}

// Each signed-in page opened at one width, scanned, resized to the other and scanned again.
test('the signed-in pages pass axe (WCAG 2.2 AA) at 390 px and at 1440 px: profile, create, edit', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInBeforeVisit(page, DEMO_USER);
  await openReady(page, '/profile');
  await expectNoViolationsAtBothWidths(page);

  await openReady(page, '/create-listing');
  await expectNoViolationsAtBothWidths(page, 1440, 390);

  await page.goto('/edit-listing/seed-01');
  await expect(page.getByRole('heading', { name: 'Edit Listing' })).toBeVisible();
  await expect(page.getByLabel('Name')).not.toHaveValue('');
  await expectNoViolationsAtBothWidths(page);
});

test('a toast and the password shown in plain text pass axe (WCAG 2.2 AA)', async ({ page }) => {
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

test('the search map passes axe (WCAG 2.2 AA) on a phone and beside the list on a wide screen', async ({ page }) => {
  const mapStatus = page.getByRole('region', { name: 'Map of the homes found' }).getByRole('status').first();
  await page.goto('/search?view=map');
  await expect(mapStatus).toHaveText(/homes? on the map|Zoom in/);
  await expectNoViolations(page);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/search');
  await expect(mapStatus).toHaveText(/homes? on the map|Zoom in/);
  await expectNoViolations(page);
});

test('the owner’s status form and the report dialog pass axe (WCAG 2.2 AA), on a phone and a desktop (issue 36)', async ({
  page,
  browser,
}) => {
  const owner = await createTestUser('axe-owner');
  const id = `axe-status-${Date.now().toString(36)}`;
  await seedListing({ id, userRef: owner.uid, name: 'Axe checked garden flat' });
  await signInBeforeVisit(page, DEMO_USER);
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/category/rent/${id}`);
    await page.getByRole('button', { name: 'Report this listing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this listing' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expectNoViolations(page);
  }
  // The owner, in a browser of their own, is shown the status form instead.
  const ownerPage = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signInBeforeVisit(ownerPage, owner);
  await ownerPage.goto(`/category/rent/${id}`);
  await expect(ownerPage.getByRole('form', { name: 'Status of this home' })).toBeVisible();
  await expectNoViolationsAtBothWidths(ownerPage);
  await ownerPage.context().close();
});
