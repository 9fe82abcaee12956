// Saved searches and alerts (issue 37): a person saves a search; another publishes a home that
// matches it; the server's trigger notifies the first, whose bell counts it; opening the alert
// marks it read and goes to the home. A visitor who saves is asked to sign in and comes back with
// it saved. Axe on the new pages.
import { expect, test } from '@playwright/test';
import { adminFirestore } from '../../backend/admin.mjs';
import { createTestUser, seedListing } from '../support/backend.ts';
import { expectNoViolationsAtBothWidths } from '../support/axe.ts';
import { toast } from '../support/ui.ts';
import { signInBeforeVisit } from '../support/session.ts';

/**
 * A town no other test uses, nor near any (a search that finds nothing is corrected to a place
 * spelled like it): random letters, short (address words are cut at 24 characters).
 */
const townName = () =>
  `Sv${Array.from({ length: 9 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

test('a saved search is told of a new matching home: the bell counts it, the alert opens the home', async ({
  page,
}) => {
  const hunter = await createTestUser('alert-hunter');
  const landlord = await createTestUser('alert-landlord');
  const town = townName();

  await signInBeforeVisit(page, hunter);
  await page.goto(`/search?q=${town}&type=rent`);
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(toast(page, 'Search saved. You will be told of new homes that match it.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Your saved searches' })).toBeVisible();

  // Another person publishes a matching home (written as the editor's create leaves it; the
  // server derives its search fields, then matches the saved searches).
  const id = `alerted-${Date.now().toString(36)}`;
  await seedListing({ id, userRef: landlord.uid, name: 'Alerted garden flat', location: `9 Bridge Road, ${town}` });
  await expect
    .poll(async () => (await adminFirestore().collection(`users/${hunter.uid}/notifications`).get()).size, {
      timeout: 20_000,
    })
    .toBe(1);

  await page.goto('/');
  const bell = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Alerts/ });
  await expect(bell).toHaveAccessibleName('Alerts (1 unread)');
  await bell.click();
  await expect(page).toHaveURL('/notifications');
  await expect(page.getByText(`New home for your search: “Homes for rent in ${town}”`)).toBeVisible();
  await page.getByRole('link', { name: 'Alerted garden flat (unread)' }).click();
  await expect(page).toHaveURL(`/category/rent/${id}`);
  await expect(bell).toHaveAccessibleName('Alerts');

  // The saved search says how many new homes it found; opened, they are seen.
  await page.goto('/saved-searches');
  const item = page.getByRole('listitem').filter({ hasText: town });
  await expect(item).toContainText('1 new home');
  await item.getByRole('button', { name: 'Rename' }).click();
  await item.getByLabel('Name of the search').fill(`Flats in ${town}`);
  await item.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('link', { name: `Flats in ${town}` })).toBeVisible();
  // Its alerts by e-mail too (the server writes a daily digest in the extension's outbox).
  await page
    .getByRole('group', { name: `Flats in ${town}` })
    .getByLabel('E-mail me (once a day at most)')
    .check();
  await expect
    .poll(async (): Promise<unknown> => {
      const saved = await adminFirestore().collection('savedSearches').where('owner', '==', hunter.uid).get();
      return saved.docs[0]?.data().email;
    })
    .toBe(true);
  await page.getByRole('link', { name: `Flats in ${town}` }).click();
  await expect(page).toHaveURL(`/search?q=${town}&type=rent`);
  await page.goto('/saved-searches');
  await expect(page.getByRole('listitem').filter({ hasText: town })).not.toContainText('new home');
  await page.getByRole('button', { name: `Delete Flats in ${town}` }).click();
  await expect(page.getByText('No saved searches yet.', { exact: false })).toBeVisible();
});

test('an alert for a home deleted since says it is no longer available, and is read (issue 53)', async ({ page }) => {
  const hunter = await createTestUser('alert-gone-hunter');
  const landlord = await createTestUser('alert-gone-landlord');
  const town = townName();
  await signInBeforeVisit(page, hunter);
  await page.goto(`/search?q=${town}&type=rent`);
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(toast(page, 'Search saved. You will be told of new homes that match it.')).toBeVisible();
  const id = `alert-gone-${Date.now().toString(36)}`;
  await seedListing({ id, userRef: landlord.uid, name: 'Briefly listed flat', location: `3 Mill Road, ${town}` });
  await expect
    .poll(async () => (await adminFirestore().collection(`users/${hunter.uid}/notifications`).get()).size, {
      timeout: 20_000,
    })
    .toBe(1);
  await adminFirestore().doc(`listings/${id}`).delete();

  await page.goto('/notifications');
  const alert = page.getByRole('listitem').filter({ hasText: 'Briefly listed flat' });
  await expect(alert).toContainText('This home is no longer available.');
  await expect(alert.getByRole('link')).toHaveCount(0);
  const bell = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Alerts/ });
  await expect(bell).toHaveAccessibleName('Alerts');
});

test('a saved home’s price is cut: it shows “Reduced” with the old price, and who saved it is told', async ({
  page,
}) => {
  const hunter = await createTestUser('cut-hunter');
  const landlord = await createTestUser('cut-landlord');
  const id = `cut-${Date.now().toString(36)}`;
  await seedListing({ id, userRef: landlord.uid, name: 'Price cut cottage', regularPrice: 1500 });

  await signInBeforeVisit(page, hunter);
  await page.goto(`/category/rent/${id}`);
  const heart = page.getByRole('main').getByRole('button', { name: 'Save home', exact: true });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // The owner lowers the price (as an edit leaves it); the server notes the fall and tells the saver.
  await adminFirestore().doc(`listings/${id}`).update({ regularPrice: 1200 });
  await expect
    .poll(async () => (await adminFirestore().collection(`users/${hunter.uid}/notifications`).get()).size, {
      timeout: 20_000,
    })
    .toBe(1);

  await page.reload();
  await expect(page.getByText('Reduced from $1,500')).toBeVisible();
  await page.goto('/saved');
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Price cut cottage' })).toContainText(
    'Reduced from $1,500',
  );
  await page.goto('/notifications');
  await expect(page.getByText('Price reduced on a home you saved')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Price cut cottage (unread)' })).toBeVisible();
});

test('a visitor who saves a search signs in and comes back with it saved', async ({ page }) => {
  const hunter = await createTestUser('save-visitor');
  const town = townName();
  await page.goto(`/search?q=${town}`);
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page).toHaveURL('/sign-in');
  await page.getByLabel('Email').fill(hunter.email);
  await page.getByLabel('Password', { exact: true }).fill(hunter.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(`/search?q=${town}`);
  await expect(toast(page, 'Search saved. You will be told of new homes that match it.')).toBeVisible();
  const saved = await adminFirestore().collection('savedSearches').where('owner', '==', hunter.uid).get();
  expect(saved.docs.map((d): unknown => d.data().query)).toEqual([`q=${town}`]);
});

test('the saved searches and alerts pages pass axe (WCAG 2.2 AA) on a phone and a desktop', async ({ page }) => {
  const hunter = await createTestUser('axe-alerts');
  await signInBeforeVisit(page, hunter);
  await page.goto(`/search?q=${townName()}`);
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page.getByRole('link', { name: 'Your saved searches' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/saved-searches');
  await expect(page.getByRole('button', { name: 'Rename' })).toBeVisible();
  await expectNoViolationsAtBothWidths(page);
  await page.goto('/notifications');
  await expect(page.getByText('No alerts yet.', { exact: false })).toBeVisible();
  await expectNoViolationsAtBothWidths(page, 1440, 390);
});
