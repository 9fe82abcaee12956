// Reporting a listing (issue 36): a signed-in visitor who does not own it reports it once, with a
// reason; afterwards the page says "Reported"; nothing shows publicly.
import { expect, test } from '@playwright/test';
import { adminFirestore } from '../../backend/admin.mjs';
import { createTestUser, seedListing } from '../support/backend.ts';
import { toast } from '../support/ui.ts';
import { signInBeforeVisit } from '../support/session.ts';

test('a visitor reports a listing once; the report is kept where only an administrator reads it', async ({
  page,
  browser,
}) => {
  const owner = await createTestUser('reported-owner');
  const reporter = await createTestUser('reporter');
  const id = `reported-${Date.now().toString(36)}`;
  await seedListing({ id, userRef: owner.uid, name: 'Too good to be true loft' });

  await page.goto('/sign-in');
  await signInBeforeVisit(page, reporter);
  await page.goto(`/category/rent/${id}`);
  await page.getByRole('button', { name: 'Report this listing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this listing' });
  // A reason is needed, and said.
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose why you report this listing.');
  await dialog.getByLabel('Scam or fraud').check();
  await dialog.getByLabel('Details (optional)').fill('Asks for a deposit by wire before any visit.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(toast(page, 'Thank you. The listing was reported.')).toBeVisible();
  await expect(page.getByText('Reported', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report this listing' })).toHaveCount(0);

  // Reloaded, the page still knows; the report is there for an administrator (Admin SDK).
  await page.reload();
  await expect(page.getByText('Reported', { exact: true })).toBeVisible();
  const stored = await adminFirestore().doc(`reports/${id}_${reporter.uid}`).get();
  expect(stored.data()).toMatchObject({
    listingId: id,
    reporter: reporter.uid,
    reason: 'scam',
    detail: 'Asks for a deposit by wire before any visit.',
  });

  // A signed-out visitor sees nothing of the report, and no button to report.
  const visitor = await browser.newPage();
  await visitor.goto(`/category/rent/${id}`);
  await expect(visitor.getByRole('button', { name: 'Contact Landlord' })).toBeVisible();
  await expect(visitor.getByText('Reported', { exact: true })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Report this listing' })).toHaveCount(0);
  await visitor.close();
});
