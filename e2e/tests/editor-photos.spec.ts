// Photos on the create form: a failed or refused upload leaves nothing behind, a phone photo is
// stored upright and smaller, the photo manager orders, retries and cancels.
import { expect, test } from '@playwright/test';
import { createTestUser, imagesOf, listingsOf, readDoc } from '../support/backend.ts';
import { startStorage, stopStorage } from '../support/control.ts';
import { largePngFile, pngFile } from '../support/images.ts';
import { fillListing } from '../support/listing-form.ts';
import { expectVisibleAfterPageTimers, toast } from '../support/ui.ts';
import { signInBeforeVisit } from '../support/session.ts';

test('with Storage down, creating leaves no listing and no file, and keeps the form', async ({ page }) => {
  const user = await createTestUser('offline');
  await signInBeforeVisit(page, user);
  await page.goto('/create-listing');
  await fillListing(page, 'Listing while offline');
  await page.getByLabel('Images').setInputFiles([pngFile('x.png', 8)]);
  await page.clock.install();
  await stopStorage();
  try {
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await expectVisibleAfterPageTimers(page, toast(page, 'Images not uploaded cause size of Image is too large'));
  } finally {
    await startStorage();
  }
  await expect(page).toHaveURL('/create-listing');
  await expect(page.getByLabel('Name')).toHaveValue('Listing while offline');
  await expect(page.getByLabel('Discounted Price')).toHaveValue('425000');
  expect(await listingsOf(user.uid)).toEqual([]);
  expect(await imagesOf(user.uid)).toEqual([]);
});

test('chosen photos are listed, with no "No file chosen" note beside them (issue 53)', async ({ page }) => {
  await signInBeforeVisit(page, await createTestUser('photo-note'));
  await page.goto('/create-listing');
  const input = page.getByLabel('Images');
  await input.setInputFiles([pngFile('one.png', 1), pngFile('two.png', 2)]);
  await expect(page.getByRole('img', { name: 'New image 2' })).toBeVisible();
  // The input is emptied after each choice; the browser's note about it is not drawn.
  expect(await input.evaluate((element) => getComputedStyle(element).color)).toBe('rgba(0, 0, 0, 0)');
});

test('an image over 2 MB that cannot be shrunk is refused with the upload message', async ({ page }) => {
  const user = await createTestUser('bigfile');
  await signInBeforeVisit(page, user);
  await page.goto('/create-listing');
  await fillListing(page, 'Listing with a huge file');
  // Not decodable as an image, so the browser cannot shrink it; Storage refuses > 2 MB.
  await page
    .getByLabel('Images')
    .setInputFiles([{ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(3 * 1024 * 1024, 1) }]);
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(toast(page, 'Images not uploaded cause size of Image is too large')).toBeVisible();
  expect(await listingsOf(user.uid)).toEqual([]);
  expect(await imagesOf(user.uid)).toEqual([]);
});

test('a phone photo under 2 MB is stored upright at 1920 px, smaller, under its own name', async ({ page }) => {
  const user = await createTestUser('widephoto');
  await signInBeforeVisit(page, user);
  await page.goto('/create-listing');
  await fillListing(page, 'Listing with a phone photo');
  // A 4032 × 3024 JPEG drawn and encoded by the browser, tagged as phones tag a portrait shot:
  // stored sideways, with EXIF orientation 6 (rotate 90° clockwise to show).
  const drawn = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(4032, 3024);
    const context = canvas.getContext('2d')!;
    const sky = context.createLinearGradient(0, 0, 0, 3024);
    sky.addColorStop(0, '#7fb2e5');
    sky.addColorStop(1, '#3f7a3a');
    context.fillStyle = sky;
    context.fillRect(0, 0, 4032, 3024);
    for (let i = 0; i < 4000; i += 1) {
      context.fillStyle = `hsl(${(i * 47) % 360} 40% ${30 + (i % 40)}%)`;
      context.fillRect((i * 997) % 4032, (i * 613) % 3024, 24 + (i % 50), 18 + (i % 30));
    }
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  });
  const original = withExifOrientation(Buffer.from(drawn), 6);
  expect(original.length).toBeLessThan(2 * 1024 * 1024);
  await page.getByLabel('Images').setInputFiles([{ name: 'terrace.jpg', mimeType: 'image/jpeg', buffer: original }]);
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(toast(page, 'Listing saved')).toBeVisible();
  const id = page.url().split('/').pop()!;
  const [url] = ((await readDoc(`listings/${id}`))?.imgUrls ?? []) as string[];
  expect(decodeURIComponent(url!)).toContain(`images/${user.uid}-terrace.jpg-`);
  const stored = await page.evaluate(async (address) => {
    const blob = await (await fetch(address)).blob();
    const bitmap = await createImageBitmap(blob);
    return { bytes: blob.size, type: blob.type, width: bitmap.width, height: bitmap.height };
  }, url!);
  expect(stored).toMatchObject({ type: 'image/jpeg', width: 1440, height: 1920 });
  expect(stored.bytes).toBeLessThan(original.length / 2);
});

/** The JPEG with an EXIF segment holding only an orientation tag, right after its start marker. */
function withExifOrientation(jpeg: Buffer, orientation: number): Buffer {
  const tiff = Buffer.from([
    ...[0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08], // big-endian TIFF header, first IFD at 8
    ...[0x00, 0x01], // one entry
    ...[0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00], // Orientation, SHORT
    ...[0x00, 0x00, 0x00, 0x00], // no next IFD
  ]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const segment = Buffer.concat([Buffer.from([0xff, 0xe1, 0x00, payload.length + 2]), payload]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

test.describe('the photo manager', () => {
  test('three photos reordered, the third made the cover, uploaded with a failed one retried alone', async ({
    page,
  }) => {
    const user = await createTestUser('photo-manager');
    await signInBeforeVisit(page, user);
    await page.goto('/create-listing');
    await fillListing(page, 'Photo manager house');
    await page
      .getByLabel('Images')
      .setInputFiles([pngFile('one.png', 1), pngFile('two.png', 2), pngFile('three.png', 3)]);
    const photos = page.getByRole('list', { name: 'Photos, the first is the cover' });
    await expect(photos.getByRole('img')).toHaveCount(3);
    await expect(photos.getByRole('img', { name: 'New image 1 (cover)' })).toBeVisible();
    // The third photo to the front, by keyboard: two moves earlier.
    await page.getByRole('button', { name: 'Move image 3 earlier' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Move image 2 earlier' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Image 2 is now image 1, the cover.' })).toBeAttached();

    // Storage refuses two.png until the retry; the others go through.
    const sent: string[] = [];
    let refusing = true;
    await page.route(/\/v0\/b\/[^/]+\/o\?/, async (route) => {
      const name = new URL(route.request().url()).searchParams.get('name') ?? '';
      if (route.request().method() === 'POST' && name) sent.push(name.replace(/^images\/[^-]+-/, ''));
      if (refusing && name.includes('-two.png-')) {
        await route.fulfill({ status: 403, contentType: 'application/json', body: '{"error":{"code":403}}' });
        return;
      }
      await route.continue();
    });
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await expect(toast(page, 'Images not uploaded cause size of Image is too large ')).toBeVisible();
    await expect(photos.getByText('Upload failed')).toHaveCount(1);
    await expect(photos.getByText('Uploaded')).toHaveCount(2);
    expect(await listingsOf(user.uid)).toEqual([]);
    refusing = false;
    await page.getByRole('button', { name: 'Retry image 3' }).click();
    await expect(toast(page, 'Listing saved')).toBeVisible();
    // two.png was sent again, the others once.
    expect(sent.filter((n) => n.startsWith('two.png')).length).toBe(2);
    expect(sent.filter((n) => n.startsWith('one.png')).length).toBe(1);
    expect(sent.filter((n) => n.startsWith('three.png')).length).toBe(1);

    const [listing] = await listingsOf(user.uid);
    const urls = (listing!.fields.imgUrls as string[]).map((u) => decodeURIComponent(u));
    expect(urls.map((u) => /-(one|two|three)\.png-/.exec(u)?.[1])).toEqual(['three', 'one', 'two']);
    expect(await imagesOf(user.uid)).toHaveLength(3);
  });

  test('cancel stops the upload and leaves no listing and no file', async ({ page }) => {
    const user = await createTestUser('photo-cancel');
    await signInBeforeVisit(page, user);
    await page.goto('/create-listing');
    await fillListing(page, 'Cancelled upload house');
    await page.getByLabel('Images').setInputFiles([pngFile('first.png', 4), largePngFile('slow.png')]);
    // The large photo's upload waits until the cancel.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/v0\/b\/[^/]+\/o\?/, async (route) => {
      if ((new URL(route.request().url()).searchParams.get('name') ?? '').includes('-slow.png-')) await held;
      await route.continue().catch(() => undefined);
    });
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await expect(page.getByText(/Uploading photos: \d+%/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Photos, the first is the cover' }).getByText('Uploaded')).toHaveCount(
      1,
    );
    await page.getByRole('button', { name: 'Cancel upload' }).click();
    release();
    await expect(toast(page, 'Upload cancelled: nothing was saved.')).toBeVisible();
    await expect.poll(() => imagesOf(user.uid)).toEqual([]);
    expect(await listingsOf(user.uid)).toEqual([]);
    await expect(page.getByLabel('Name')).toHaveValue('Cancelled upload house');
  });
});
