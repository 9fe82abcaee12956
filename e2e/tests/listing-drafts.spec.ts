// Drafts (issue 52): a listing prepared privately, previewed as visitors will see it, then
// published with the same photos; the owner's drafts listed on the create page; one deleted with
// its photos.
import { expect, test } from '@playwright/test';
import { createTestUser, deleteDoc, imagesOf, listingsOf, readDoc } from '../support/backend.ts';
import { expectNoViolations } from '../support/axe.ts';
import { pngFile } from '../support/images.ts';
import { fillListing } from '../support/listing-form.ts';
import { toast } from '../support/ui.ts';
import { signInBeforeVisit } from '../support/session.ts';

const DRAFT_SAVED = 'Draft saved. Only you can see it until you publish it.';
const PREVIEW_NOTE =
  'Preview of your draft: visitors will see this page once you publish it. Until then only you can see it.';

test('a draft previewed then published: private until published, the same photos, gone once published', async ({
  page,
  browser,
}) => {
  const user = await createTestUser('drafter');
  await signInBeforeVisit(page, user);
  await page.goto('/create-listing');
  await fillListing(page, 'Riverside draft cottage', '4 River Walk, Bath');
  await page.getByLabel('Images').setInputFiles([pngFile('front.png', 3), pngFile('back.png', 5)]);
  await page.getByRole('button', { name: 'Save and preview' }).click();

  // The preview: the listing's page as visitors will see it, with a note that it is a preview
  // (which says the draft is private: no "Draft saved" toast over it, issue 86).
  const draftId = `${user.uid}_0`;
  await expect(page).toHaveURL(`/listing-preview?draft=${draftId}`);
  await expect(page.getByRole('note').filter({ hasText: PREVIEW_NOTE })).toBeVisible();
  await expect(toast(page, DRAFT_SAVED)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Riverside draft cottage - $425,000' })).toBeVisible();
  await expect(page.getByText('4 River Walk, Bath')).toBeVisible();
  await expect(page.getByRole('img', { name: /Riverside draft cottage – image/ })).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Contact Landlord' })).toHaveCount(0);
  await expect(page).toHaveTitle(/Preview: Riverside draft cottage/);
  await expectNoViolations(page);

  // Not public: no listing yet, and nobody else sees the draft.
  const draft = await readDoc(`listingDrafts/${draftId}`);
  expect(draft).toMatchObject({ name: 'Riverside draft cottage', userRef: user.uid });
  const draftPhotos = draft?.imgUrls as string[];
  expect(draftPhotos).toHaveLength(2);
  expect(await listingsOf(user.uid)).toEqual([]);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInBeforeVisit(other, await createTestUser('nosy'));
  await other.goto(`/listing-preview?draft=${draftId}`);
  await expect(other.getByRole('heading', { name: 'Draft not found' })).toBeVisible();
  await otherContext.close();

  // Back to the form, which holds the draft; a change, then published.
  await page.getByRole('link', { name: 'Edit or publish the draft' }).click();
  await expect(page).toHaveURL(`/create-listing?draft=${draftId}`);
  await expect(page.getByText('This is a draft: only you can see it. Create Listing publishes it.')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Riverside draft cottage');
  await expect(page.getByLabel('Address')).toHaveValue('4 River Walk, Bath');
  await page.getByLabel('Discounted Price').fill('420000');
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(toast(page, 'Listing saved')).toBeVisible();
  await expect(page).toHaveURL(/\/category\/sale\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Riverside draft cottage - $420,000' })).toBeVisible();

  const listingId = page.url().split('/').pop()!;
  const listing = await readDoc(`listings/${listingId}`);
  // The draft's photos, not uploaded again; the draft itself gone in the same write.
  expect(listing).toMatchObject({ name: 'Riverside draft cottage', imgUrls: draftPhotos, discountedPrice: 420000 });
  expect(await readDoc(`listingDrafts/${draftId}`)).toBeNull();
  expect(await imagesOf(user.uid)).toHaveLength(2);

  // The published draft's address says it is gone.
  await page.goto(`/create-listing?draft=${draftId}`);
  await expect(page.getByRole('heading', { name: 'Draft not found' })).toBeVisible();
});

test("the owner's drafts wait on the create page; a draft deleted takes its photos", async ({ page }) => {
  const user = await createTestUser('drafts-list');
  await signInBeforeVisit(page, user);
  await page.goto('/create-listing');
  await fillListing(page, 'Attic flat to finish', '9 Loft Street, Bath');
  await page.getByLabel('Images').setInputFiles([pngFile('attic.png', 2)]);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(toast(page, DRAFT_SAVED)).toBeVisible();
  // The address is the draft's: a reload comes back to it, as saved.
  await expect(page).toHaveURL(`/create-listing?draft=${user.uid}_0`);
  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('Attic flat to finish');

  await page.goto('/create-listing');
  const drafts = page.getByRole('region', { name: 'Your drafts' });
  await expect(drafts.getByRole('link', { name: 'Attic flat to finish' })).toBeVisible();
  await expectNoViolations(page);
  await drafts.getByRole('link', { name: 'Attic flat to finish' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('Attic flat to finish');

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete draft' }).click();
  await expect(toast(page, 'Draft deleted')).toBeVisible();
  await expect(page).toHaveURL('/create-listing');
  await expect(page.getByRole('region', { name: 'Your drafts' })).toHaveCount(0);
  expect(await readDoc(`listingDrafts/${user.uid}_0`)).toBeNull();
  await expect.poll(() => imagesOf(user.uid)).toEqual([]);
});

test('a draft deleted meanwhile (another tab): saving or publishing it says so, and the form keeps what was typed', async ({
  page,
}) => {
  const user = await createTestUser('drafts-gone');
  await signInBeforeVisit(page, user);
  await page.goto('/create-listing');
  await fillListing(page, 'Garden flat in two tabs', '3 Orchard Row, Bath');
  await page.getByLabel('Images').setInputFiles([pngFile('garden.png', 2)]);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(toast(page, DRAFT_SAVED)).toBeVisible();
  await expect(page).toHaveURL(`/create-listing?draft=${user.uid}_0`);
  // The draft's own form has read it back (its Delete draft is there): this tab holds it open.
  await expect(page.getByRole('button', { name: 'Delete draft' })).toBeVisible();

  // Deleted in another tab while this one is still open, then changed and saved here.
  await deleteDoc(`listingDrafts/${user.uid}_0`);
  await page.getByLabel('Name').fill('Garden flat, typed meanwhile');
  await page.getByRole('button', { name: 'Save draft' }).click();
  const gone =
    'This draft is no longer there: it was published or deleted, perhaps in another tab. What you typed is still here.';
  await expect(toast(page, gone)).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Garden flat, typed meanwhile');
  expect(await readDoc(`listingDrafts/${user.uid}_0`)).toBeNull();

  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(toast(page, gone).last()).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Garden flat, typed meanwhile');
  expect(await listingsOf(user.uid)).toEqual([]);
});

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the preview and the form with its draft actions pass axe', async ({ page }) => {
    const user = await createTestUser('drafts-wide');
    await signInBeforeVisit(page, user);
    await page.goto('/create-listing');
    await fillListing(page, 'Wide screen draft home', '2 Broad Street, Bath');
    await page.getByLabel('Images').setInputFiles([pngFile('wide.png', 4)]);
    await page.getByRole('button', { name: 'Save and preview' }).click();
    await expect(page.getByRole('heading', { name: 'Wide screen draft home - $425,000' })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('link', { name: 'Edit or publish the draft' }).click();
    await expect(page.getByRole('button', { name: 'Delete draft' })).toBeVisible();
    await expectNoViolations(page);
  });
});
