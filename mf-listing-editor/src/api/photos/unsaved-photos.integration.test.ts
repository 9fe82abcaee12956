// The sweep of photos sent for a listing never saved, through the real SDK and the local backend.
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { loadAuth } from 'shared-firebase';
import { PNG_BYTES, signUpTester, storedImages, writeListing } from '../../../../backend/integration-fixtures.mjs';
import { PhotoUploads } from './photo-uploads.ts';
import { sweepUnsavedPhotos } from './sweep-unsaved-photos.ts';
import { unsavedPhotosOf } from './unsaved-photos.ts';

/** The browser's local storage, as the ledger uses it (Node has none). */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

let uid = '';
beforeAll(async () => {
  uid = (await signUpTester(await loadAuth(), 'sweep')).uid;
});
beforeEach(() => {
  Object.assign(globalThis, { localStorage: new MemoryStorage() });
});

test('photos sent for a listing never saved are deleted on the next sweep; those a listing holds stay', async () => {
  const uploads = new PhotoUploads([
    new File([PNG_BYTES], 'kept.png', { type: 'image/png' }),
    new File([PNG_BYTES], 'left.png', { type: 'image/png' }),
  ]);
  const [kept, left] = await uploads.run();
  // Noted as each finished: the two go up at once, so in either order.
  expect([...unsavedPhotosOf(uid)].sort()).toEqual([kept, left].sort());
  // The tab closed after a listing was saved with the first photo only (the ledger was not told).
  await writeListing(uid, {
    type: 'rent',
    name: 'Sweep test home',
    bedrooms: 1,
    bathrooms: 1,
    parking: false,
    furnished: false,
    location: '1 Sweep Street',
    offer: false,
    regularPrice: 900,
    geolocation: { lat: 1, lng: 1 },
    imgUrls: [kept!],
  });

  expect(await sweepUnsavedPhotos()).toBe(1);
  const stored = await storedImages(uid);
  expect(stored).toHaveLength(1);
  expect(kept).toContain(encodeURIComponent(stored[0]!));
  expect(unsavedPhotosOf(uid)).toEqual([]);
  expect(await sweepUnsavedPhotos()).toBe(0);
});

test('a saved listing takes its photos off the ledger', async () => {
  const uploads = new PhotoUploads([new File([PNG_BYTES], 'saved.png', { type: 'image/png' })]);
  await uploads.run();
  expect(unsavedPhotosOf(uid)).toHaveLength(1);
  uploads.kept();
  expect(unsavedPhotosOf(uid)).toEqual([]);
});
