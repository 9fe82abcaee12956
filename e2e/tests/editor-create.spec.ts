// The create form: a listing published with its photos and found in search, the form's toasts,
// Back after saving, the current location and the form's map.
import { expect, test } from '@playwright/test';
import { createTestUser, readDoc } from '../support/backend.ts';
import { largePngFile, pngFile } from '../support/images.ts';
import { fillListing } from '../support/listing-form.ts';
import { sizedPhotoUrl } from '../../listing-domain/src/photo-sizes.ts';
import { toast } from '../support/ui.ts';
import { signInBeforeVisit } from '../support/session.ts';

test('a user creates a listing with two images, sees them in order on its page, and finds it in search within seconds', async ({
  page,
}) => {
  const user = await createTestUser('creator');
  const town = `Orchardton${Date.now().toString(36)}`;
  await signInBeforeVisit(page, user);
  await page.goto('/create-listing');
  await fillListing(page, 'Orchard family home', `12 Orchard Lane, ${town}`);
  // The second image is over 256 KiB, so the SDK uploads it in resumable chunks.
  await page.getByLabel('Images').setInputFiles([pngFile('front.png', 3), largePngFile('garden.png')]);
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(toast(page, 'Listing saved')).toBeVisible();
  await expect(page).toHaveURL(/\/category\/sale\/[\w-]+$/);
  const id = page.url().split('/').pop()!;

  const doc = await readDoc(`listings/${id}`);
  expect(doc).toMatchObject({
    type: 'sale',
    name: 'Orchard family home',
    bedrooms: 3,
    bathrooms: 2,
    parking: true,
    furnished: false,
    location: `12 Orchard Lane, ${town}`,
    offer: true,
    regularPrice: 450000,
    discountedPrice: 425000,
    geolocation: { lat: 51.38, lng: -2.36 },
    userRef: user.uid,
  });
  const urls = doc?.imgUrls as string[];
  expect(urls).toHaveLength(2);
  expect(decodeURIComponent(urls[0]!)).toContain(`images/${user.uid}-front.png-`);
  expect(decodeURIComponent(urls[1]!)).toContain(`images/${user.uid}-garden.png-`);
  const slides = page.getByRole('img', { name: /Orchard family home – image/ });
  await expect(slides).toHaveCount(2);
  // Its 1280 px view once the server has made it (a second or two), the photo itself until then.
  const shows = (url: string) =>
    new RegExp(
      `^(${[sizedPhotoUrl(url, 'view')!, url].map((u) => u.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`,
    );
  await expect(slides.first()).toHaveAttribute('src', shows(urls[0]!));
  await expect(slides.nth(1)).toHaveAttribute('src', shows(urls[1]!));
  await expect(page.getByRole('heading', { name: 'Orchard family home - $425,000' })).toBeVisible();

  // Searchable within seconds: the browser wrote no search field (the rules refuse them), the
  // server's trigger derives them from what was published.
  await expect
    .poll(async () => ((await readDoc(`listings/${id}`))?.placeWords as string[] | undefined)?.at(-1), {
      timeout: 15_000,
    })
    .toBe(town.toLowerCase());
  await page.goto(`/search?q=${town}&type=sale&parking=1&offer=1`);
  await expect(page.getByRole('main').getByRole('link', { name: /Orchard family home/ })).toBeVisible();
});

test('toasts do not go stale: a new submit clears the earlier errors, and success never sits beside them', async ({
  page,
}) => {
  const user = await createTestUser('fixer');
  await signInBeforeVisit(page, user);
  await page.goto('/create-listing');
  await fillListing(page, 'Too short');
  await page.getByLabel('Images').setInputFiles([pngFile('front.png', 3)]);
  await page.getByRole('button', { name: 'Create Listing' }).click();
  const stale = toast(page, 'Name must be 10 to 32 characters');
  await expect(stale).toBeVisible();
  await page.getByLabel('Name').fill('Long enough name');
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(toast(page, 'Listing saved')).toBeVisible();
  // Well before its own 5-second close: the new submit dismissed it.
  await expect(stale).toHaveCount(0, { timeout: 2_500 });
});

test('Back from a new listing returns to where the user came from, not to an empty create form', async ({ page }) => {
  const user = await createTestUser('back-after-create');
  await signInBeforeVisit(page, user);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Sell or rent your home' }).click();
  await expect(page).toHaveURL('/create-listing');
  await fillListing(page, 'Listing left with Back');
  await page.getByLabel('Images').setInputFiles([pngFile('front.png', 3)]);
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page).toHaveURL(/\/category\/sale\/[\w-]+$/);
  await page.goBack();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('link', { name: /^Listing left with Back/ })).toBeVisible();
});

test("the form's map follows typed coordinates; a click and a dragged marker set them", async ({ page }) => {
  await signInBeforeVisit(page, await createTestUser('map-placer'));
  await page.goto('/create-listing');
  const map = page.getByRole('region', { name: 'Map to set the place of the home' });
  const latitude = page.getByLabel('Latitude');
  const longitude = page.getByLabel('Longitude');
  await page.getByLabel('Latitude').fill('51.38');
  await page.getByLabel('Longitude').fill('-2.36');
  const marker = map.getByRole('button', { name: /The home's place/ });
  await expect(marker).toBeVisible();

  // The map is centred on the place: a click right of the centre is east of it, level with it.
  const frame = (await map.boundingBox())!;
  await map.click({ position: { x: frame.width / 2 + 80, y: frame.height / 2 } });
  await expect(longitude).not.toHaveValue('-2.36');
  const clicked = { lat: Number(await latitude.inputValue()), lng: Number(await longitude.inputValue()) };
  expect(clicked.lng).toBeGreaterThan(-2.36);
  expect(Math.abs(clicked.lat - 51.38)).toBeLessThan(0.01);

  // Dragged 120 px left, the marker is west of where the click put it.
  const pin = (await marker.boundingBox())!;
  await page.mouse.move(pin.x + pin.width / 2, pin.y + pin.height / 2);
  await page.mouse.down();
  await page.mouse.move(pin.x + pin.width / 2 - 60, pin.y + pin.height / 2, { steps: 5 });
  await page.mouse.move(pin.x + pin.width / 2 - 120, pin.y + pin.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => Number(await longitude.inputValue())).toBeLessThan(clicked.lng);
});
