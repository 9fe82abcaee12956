// Verified before contact (issue 85): an account whose address nobody verified is told, where it
// asks for a viewing or sends an enquiry, to verify it first (the rules refuse it anyway), keeps
// what it typed, and once the link is followed (here: the Auth emulator told so, as the link does)
// "I have verified it" lets it send. Publishing stays open to it: the spec's sign-up publishes.
import { expect, test } from '@playwright/test';
import { adminAuth } from '../../backend/admin.mjs';
import { createTestUser, seedListing, seedViewingTimes } from '../support/backend.ts';
import { toast } from '../support/ui.ts';
import { signInBeforeVisit } from '../support/session.ts';

const uniqueId = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const SLOT = /^\d\d:\d\d( [AP]M)?, /;

// A desktop's width: the slot picker shows a week, so a free time exists at any hour.
test.use({ viewport: { width: 1280, height: 900 } });

test('an unverified address is told to verify before booking or enquiring, keeps what it typed, and can once verified', async ({
  page,
}) => {
  const landlord = await createTestUser('verify-landlord');
  const hunter = await createTestUser('verify-hunter', { verified: false });
  const id = uniqueId('verify-home');
  await seedListing({
    id,
    userRef: landlord.uid,
    name: 'Flat for the verified',
    location: '12 Marchmont Road, Edinburgh',
    geolocation: { lat: 55.9411, lng: -3.1869 },
  });
  await seedViewingTimes(id, landlord.uid);
  await signInBeforeVisit(page, hunter);

  await page.goto(`/book-viewing?listing=${id}`);
  const slot = page.getByRole('button', { name: SLOT }).last();
  await slot.click();
  await page.getByLabel('A note for the owner (optional)').fill('After work, if I may.');
  await page.getByRole('button', { name: 'Request viewing' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Please verify your e-mail address' });
  await expect(notice).toContainText(
    `Please verify your e-mail address before you ask for a viewing: follow the link we sent to ${hunter.email}.`,
  );
  await expect(page.getByLabel('A note for the owner (optional)')).toHaveValue('After work, if I may.');
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(`/book-viewing?listing=${id}`);
  await notice.getByRole('button', { name: 'Send the link again' }).click();
  await expect(toast(page, `We sent a new link to ${hunter.email}`)).toBeVisible();

  // Not yet followed: still not. Then the link is followed (another tab, another device).
  await notice.getByRole('button', { name: 'I have verified it' }).click();
  await expect(toast(page, 'Not verified yet: follow the link in the e-mail first.')).toBeVisible();
  await adminAuth().updateUser(hunter.uid, { emailVerified: true });
  await notice.getByRole('button', { name: 'I have verified it' }).click();
  await expect(toast(page, 'Your e-mail address is verified')).toBeVisible();
  await expect(notice).toHaveCount(0);
  await page.getByRole('button', { name: 'Request viewing' }).click();
  await expect(toast(page, 'Viewing requested')).toBeVisible();
  await expect(page).toHaveURL('/viewings');

  // Verified, the enquiry goes at once.
  await page.goto(`/enquiry?listing=${id}`);
  await page.getByLabel('Your message').fill('Is the flat still free in March?');
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(toast(page, 'Enquiry sent')).toBeVisible();
});

test('an unverified address sending an enquiry is told to verify first, and its message stays', async ({ page }) => {
  const landlord = await createTestUser('verify-landlord');
  const hunter = await createTestUser('verify-hunter', { verified: false });
  const id = uniqueId('verify-enquiry');
  await seedListing({ id, userRef: landlord.uid, name: 'Studio for the verified' });
  await signInBeforeVisit(page, hunter);
  await page.goto(`/enquiry?listing=${id}`);
  await page.getByLabel('Your message').fill('Hello, is it free in March?');
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please verify' })).toContainText(
    'Please verify your e-mail address before you send an enquiry',
  );
  await expect(page.getByLabel('Your message')).toHaveValue('Hello, is it free in March?');
  await expect(page).toHaveURL(`/enquiry?listing=${id}`);
});
