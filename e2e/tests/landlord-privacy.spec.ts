// A landlord who keeps their e-mail private (issue 36): "Show my e-mail to visitors" off in the
// profile, and no visitor can read the address: not on the contact page, not from the backend.
import { expect, test } from '@playwright/test';
import { PROJECT_ID } from '../../backend/config.mjs';
import { createTestUser, FIRESTORE_URL, seedListing } from '../support/backend.ts';
import { toast } from '../support/ui.ts';
import { signInBeforeVisit } from '../support/session.ts';

test('a landlord hides their e-mail: the contact page says so and a visitor cannot read it', async ({
  page,
  browser,
}) => {
  const landlord = await createTestUser('private-landlord');
  const id = `private-${Date.now().toString(36)}`;
  await seedListing({ id, userRef: landlord.uid, name: 'Quiet flat by the canal' });

  // Shown by default: the spec's contact page mails the landlord.
  const visitor = await browser.newPage();
  await visitor.goto(`/contact/${landlord.uid}?listingName=Quiet`);
  await expect(visitor.getByRole('button', { name: 'Send Message' })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${landlord.email.replace(/[.+]/g, '\\$&')}`),
  );

  await page.goto('/sign-in');
  await signInBeforeVisit(page, landlord);
  await page.goto('/profile');
  const shown = page.getByLabel('Show my e-mail to visitors');
  await expect(shown).toBeChecked();
  await shown.uncheck();
  await expect(toast(page, 'Your e-mail is private')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Show my e-mail to visitors')).not.toBeChecked();

  await visitor.reload();
  await expect(visitor.getByText(`${landlord.name} keeps their e-mail private.`)).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Send Message' })).toHaveCount(0);
  // What a visitor can read of the landlord holds no e-mail at all.
  const read = await visitor.request.get(
    `${FIRESTORE_URL}/v1/projects/${PROJECT_ID}/databases/(default)/documents/users/${landlord.uid}`,
  );
  expect(read.ok()).toBe(true);
  expect(JSON.stringify(await read.json())).not.toContain(landlord.email);
  await visitor.close();

  // Shown again: the mail link is back.
  await page.getByLabel('Show my e-mail to visitors').check();
  await expect(toast(page, 'Your e-mail shows to visitors')).toBeVisible();
});

test('a landlord whose address is not verified is written to in the site, never mailed (issue 47)', async ({
  page,
}) => {
  const landlord = await createTestUser('unverified-landlord', { verified: false });
  const id = `unverified-${Date.now().toString(36)}`;
  await seedListing({ id, userRef: landlord.uid, name: 'Flat by the new bridge' });
  await page.goto(`/category/rent/${id}`);
  await page.getByRole('button', { name: 'Contact Landlord' }).click();
  await expect(page.getByText(`${landlord.name} is written to in the site.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Message' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Send an enquiry' })).toHaveAttribute('href', new RegExp(id));
});
