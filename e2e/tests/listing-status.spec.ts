// Where a home stands (issue 36): its owner marks it under offer, let agreed or sold, from its page
// or the profile; everyone sees the badge; the search leaves let and sold homes out unless asked.
import { expect, test } from '@playwright/test';
import { createTestUser, seedListing } from '../support/backend.ts';
import { signIn, toast } from '../support/ui.ts';

const newTown = () => `Statustown${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test('an owner marks a home let agreed: the badge shows, the search leaves it out unless asked', async ({
  page,
  browser,
}) => {
  const owner = await createTestUser('status-owner');
  const town = newTown();
  const name = `Let home ${town}`.slice(0, 32);
  await seedListing({ id: `${town}-let`, userRef: owner.uid, name, location: `1 Status Street, ${town}` });
  await seedListing({
    id: `${town}-open`,
    userRef: owner.uid,
    name: `Open home ${town}`.slice(0, 32),
    location: `2 Status Street, ${town}`,
  });

  await page.goto('/sign-in');
  await signIn(page, owner);
  await page.goto(`/category/rent/${town}-let`);
  const form = page.getByRole('form', { name: 'Status of this home' });
  await expect(form.getByLabel('Status')).toHaveValue('available');
  // A rent home is let, never sold.
  await expect(form.getByLabel('Status').locator('option')).toHaveText(['Available', 'Under offer', 'Let agreed']);
  await form.getByLabel('Status').selectOption('let-agreed');
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Status: Let agreed')).toBeVisible();
  const badge = (p: typeof page) => p.getByRole('main').locator('span', { hasText: /^Let agreed$/ });
  await expect(badge(page)).toBeVisible();

  // The search leaves it out (once the server has filed it), and shows it when asked, with its badge.
  const results = page.getByRole('main').getByRole('listitem');
  await expect(async () => {
    await page.goto(`/search?q=${town}`);
    await expect(results).toHaveCount(1, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(results).toContainText(`Open home ${town}`.slice(0, 32));
  await page.goto(`/search?q=${town}&gone=1`);
  await expect(results).toHaveCount(2);
  await expect(results.filter({ hasText: name })).toContainText('Let agreed');

  // A visitor sees the badge and no status form.
  const visitor = await browser.newPage();
  await visitor.goto(`/category/rent/${town}-let`);
  await expect(badge(visitor)).toBeVisible();
  await expect(visitor.getByRole('form', { name: 'Status of this home' })).toHaveCount(0);
  await visitor.close();

  // From the profile: the other home goes under offer.
  await page.goto('/profile');
  const other = page.getByLabel(`Status of Open home ${town}`.slice(0, 32 + 10));
  await expect(page.getByLabel(`Status of ${name}`)).toHaveValue('let-agreed');
  await other.selectOption('under-offer');
  await expect(toast(page, `${`Open home ${town}`.slice(0, 32)}: Under offer`)).toBeVisible();
  await page.goto(`/search?q=${town}`);
  await expect(results).toHaveCount(1);
  await expect(results).toContainText('Under offer');
});

test('the owner’s Update keeps its label on one line beside the choice, on a phone and a desktop (issue 53)', async ({
  page,
}) => {
  const owner = await createTestUser('status-label');
  const town = newTown();
  await seedListing({ id: `${town}-label`, userRef: owner.uid, name: `Label home ${town}`.slice(0, 32) });
  await page.goto('/sign-in');
  await signIn(page, owner);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/category/rent/${town}-label`);
    const form = page.getByRole('form', { name: 'Status of this home' });
    const button = form.getByRole('button', { name: 'Update' });
    await expect(button).toBeVisible();
    // A label on one line: the button is no taller than the choice beside it ("Upd / ate" was).
    const [buttonBox, selectBox] = await Promise.all([button.boundingBox(), form.getByLabel('Status').boundingBox()]);
    expect(buttonBox!.height).toBeLessThanOrEqual(selectBox!.height + 1);
  }
});
