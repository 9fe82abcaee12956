// The edit page: who may open it, what an edit keeps and changes, what the listing page shows
// after it, and Back after a delete.
import { expect, test } from '@playwright/test';
import { createTestUser, imagesOf, ownPhotoUrl, readDoc, seedListing, uploadPhoto } from '../support/backend.ts';
import { pngFile } from '../support/images.ts';
import { fillListing } from '../support/listing-form.ts';
import { toast } from '../support/ui.ts';
import { signInBeforeVisit } from '../support/session.ts';

test('editing keeps the images, and replacing one deletes its old file', async ({ page }) => {
  const user = await createTestUser('editor');
  await signInBeforeVisit(page, user);
  await page.goto('/create-listing');
  await fillListing(page, 'Listing before edits');
  await page.getByLabel('Images').setInputFiles([pngFile('a.png', 5), pngFile('b.png', 6)]);
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page).toHaveURL(/\/category\/sale\/.+/);
  const id = page.url().split('/').pop()!;
  const before = (await readDoc(`listings/${id}`))?.imgUrls as string[];

  await page.goto(`/edit-listing/${id}`);
  await expect(page.getByRole('heading', { name: 'Edit Listing' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Listing before edits');
  await page.getByLabel('Name').fill('Listing after an edit');
  await page.getByRole('button', { name: 'Edit Listing' }).click();
  await expect(toast(page, 'Listing saved')).toBeVisible();
  await expect(page).toHaveURL(`/category/sale/${id}`);
  const edited = await readDoc(`listings/${id}`);
  expect(edited?.name).toBe('Listing after an edit');
  expect(edited?.imgUrls).toEqual(before);

  await page.goto(`/edit-Listing/${id}`);
  await page.getByRole('button', { name: 'Remove image 1' }).click();
  await page.getByLabel('Images').setInputFiles([pngFile('c.png', 7)]);
  await page.getByRole('button', { name: 'Edit Listing' }).click();
  await expect(page).toHaveURL(`/category/sale/${id}`);
  const replaced = (await readDoc(`listings/${id}`))?.imgUrls as string[];
  expect(replaced[0]).toBe(before[1]);
  expect(decodeURIComponent(replaced[1]!)).toContain(`images/${user.uid}-c.png-`);
  await expect.poll(async () => (await imagesOf(user.uid)).length).toBe(2);
  const names = await imagesOf(user.uid);
  expect(names.some((n) => decodeURIComponent(before[0]!).includes(n))).toBe(false);
});

test('another user opening the edit page is sent home with a message', async ({ page }) => {
  const owner = await createTestUser('realowner');
  const intruder = await createTestUser('intruder');
  await seedListing({ id: `${owner.uid}-guarded`, userRef: owner.uid, name: 'Guarded listing home' });
  await signInBeforeVisit(page, intruder);
  await page.goto(`/edit-listing/${owner.uid}-guarded`);
  await expect(toast(page, 'You can not edit that listing')).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('an edit keeps the photo addresses stored before the photo rule, and drops the ones no page shows', async ({
  page,
}) => {
  const user = await createTestUser('oddimages');
  const legacy = 'https://example.com/fine.png';
  const own = ownPhotoUrl(user.uid, 'fine.png');
  await seedListing({
    id: `${user.uid}-odd`,
    userRef: user.uid,
    name: 'Listing with an odd image',
    imgUrls: ['javascript:alert(1)', legacy, own],
  });
  await signInBeforeVisit(page, user);
  await page.goto(`/edit-listing/${user.uid}-odd`);
  await expect(page.getByLabel('Name')).toHaveValue('Listing with an odd image');
  await expect(page.getByRole('img', { name: /^Current image/ })).toHaveCount(2);
  await page.getByLabel('Name').fill('Listing with older images');
  await page.getByRole('button', { name: 'Edit Listing' }).click();
  await expect(toast(page, 'Listing saved')).toBeVisible();
  expect(await readDoc(`listings/${user.uid}-odd`)).toMatchObject({
    name: 'Listing with older images',
    imgUrls: [legacy, own],
  });
});

test('a missing listing on the edit page sends the user home with a message', async ({ page }) => {
  const user = await createTestUser('missing');
  await signInBeforeVisit(page, user);
  await page.goto('/edit-listing/does-not-exist');
  await expect(toast(page, 'Listing does not exist')).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('a listing the edit page cannot read keeps the owner there, and Retry opens the form', async ({ page }) => {
  const user = await createTestUser('offline-editor');
  await seedListing({ id: `${user.uid}-offline`, userRef: user.uid, name: 'Listing edited on retry' });
  await signInBeforeVisit(page, user);
  let offline = true;
  await page.route(/\/databases\/\(default\)\/documents/, (route) =>
    offline ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.goto(`/edit-listing/${user.uid}-offline`);
  await expect(page.getByText(/This listing could not be loaded/)).toBeVisible();
  await expect(toast(page, 'Listing does not exist')).toHaveCount(0);
  offline = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('Listing edited on retry');
  await expect(page).toHaveURL(`/edit-listing/${user.uid}-offline`);
});

// Issue 35, defect 1: mf-browse kept what its listing page had shown for a minute, so an edit
// saved in the editor showed only after a reload. The editor now announces the change on the
// page (site-contract's listing changes) and mf-browse forgets the listing.
for (const width of [390, 1440]) {
  test(`after an edit, the listing page shows the new price and photos at once, without a reload (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const user = await createTestUser(`re-editor-${width}`);
    const id = `re-edited-${width}-${Date.now().toString(36)}`;
    await seedListing({
      id,
      userRef: user.uid,
      type: 'sale',
      offer: false,
      name: 'Twice edited cottage',
      regularPrice: 300000,
      imgUrls: [await uploadPhoto(user.uid, `${id}-one.png`), await uploadPhoto(user.uid, `${id}-two.png`)],
    });
    await signInBeforeVisit(page, user);
    await page.goto(`/category/sale/${id}`);
    await expect(page.getByRole('heading', { name: 'Twice edited cottage - $300,000' })).toBeVisible();

    await page.getByRole('button', { name: 'Edit listing' }).click();
    await page.getByLabel('Regular Price').fill('275000');
    await page.getByRole('button', { name: 'Remove image 2' }).click();
    await page.getByRole('button', { name: 'Edit Listing' }).click();

    await expect(page).toHaveURL(new RegExp(`/category/sale/${id}$`));
    await expect(page.getByRole('heading', { name: 'Twice edited cottage - $275,000' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Twice edited cottage – image/ })).toHaveCount(1);
  });
}

// Issue 35, defect 3: Back after deleting a listing from its page showed it again, in full, with
// Edit and Delete (mf-browse's cache). The deleted listing is forgotten: Back reads it again.

test('Back after deleting a listing from its page says it no longer exists', async ({ page }) => {
  const user = await createTestUser('page-deleter');
  const id = `deleted-from-page-${Date.now().toString(36)}`;
  await seedListing({ id, userRef: user.uid, type: 'rent', name: 'Soon gone riverside flat' });
  await signInBeforeVisit(page, user);
  await page.goto(`/category/rent/${id}`);
  await expect(page.getByRole('heading', { name: /^Soon gone riverside flat - / })).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete listing' }).click();
  await expect(toast(page, 'Successfully deleted listing')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);

  await page.goBack();
  await expect(page.getByText('This listing does not exist or has been removed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete listing' })).toHaveCount(0);
});
