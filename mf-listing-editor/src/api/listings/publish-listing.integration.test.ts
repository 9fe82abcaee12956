// Publishing and editing through the real Firebase SDK against the local backend (started by
// `pnpm test`): photos in order, nothing left behind by a failure, the publishing limit.
import { EDIT_LIMIT, EditLimitError, PUBLISH_LIMIT, PublishLimitError, type ListingInput } from 'listing-domain';
import { loadAuth } from 'shared-firebase';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  deleteListings,
  listingIdsOf,
  photoAddressOf,
  PNG_BYTES,
  signUpTester,
  storedImages,
} from '../../../../backend/integration-fixtures.mjs';
import { deleteImagesByUrl, uploadListingImage } from '../photos/photo-storage.ts';
import { readListing, writeNewListing } from './listing-writes.ts';
import { ImageUploadError, publishNewListing, saveListingChanges } from './publish-listing.ts';

const auth = await loadAuth();
/** The owner's listings as the editor reads them, newest first. */
async function ownListings(uid: string) {
  const listings = await Promise.all((await listingIdsOf(uid)).map((id) => readListing(id)));
  return listings
    .filter((listing) => listing !== null)
    .sort((a, b) => (b.timestamp?.getTime() ?? 0) - (a.timestamp?.getTime() ?? 0));
}
/** Deletes a listing and its photos, as its owner would. */
async function deleteListing(listing: { id: string; imgUrls: readonly string[] }) {
  await deleteListings([listing.id]);
  await deleteImagesByUrl(listing.imgUrls);
}

const input: Omit<ListingInput, 'imgUrls'> = {
  type: 'sale',
  name: 'Integration test home',
  bedrooms: 3,
  bathrooms: 2,
  parking: true,
  furnished: false,
  location: '5 Test Road',
  offer: true,
  regularPrice: 200000,
  discountedPrice: 180000,
  geolocation: { lat: 40.1, lng: -3.2 },
};

let uid = '';

beforeAll(async () => {
  uid = (await signUpTester(auth, 'int')).uid;
});

describe('publishing and editing through the real SDK', () => {
  test('a published listing stores its images in order and can be read back', async () => {
    const files = [
      new File([PNG_BYTES], 'front.png', { type: 'image/png' }),
      new File([PNG_BYTES], 'back.png', { type: 'image/png' }),
    ];
    const id = await publishNewListing(input, files);
    const listing = await readListing(id);
    expect(listing).toMatchObject({ ...input, userRef: uid });
    expect(listing?.imgUrls).toHaveLength(2);
    expect(listing?.imgUrls[0]).toContain(encodeURIComponent(`images/${uid}-front.png-`));
    expect(listing?.timestamp).toBeInstanceOf(Date);
    expect(await storedImages(uid)).toHaveLength(2);

    await saveListingChanges(
      id,
      { ...input, offer: false, discountedPrice: undefined },
      {
        previous: listing!.imgUrls,
        kept: [listing!.imgUrls[1]!],
        added: [],
      },
    );
    const edited = await readListing(id);
    expect(edited?.offer).toBe(false);
    expect(edited).not.toHaveProperty('discountedPrice');
    expect(edited?.imgUrls).toEqual([listing!.imgUrls[1]]);
    expect(await storedImages(uid)).toHaveLength(1);

    await deleteListing(edited!);
    expect(await readListing(id)).toBeNull();
    expect(await storedImages(uid)).toHaveLength(0);
  });

  test('an edit saves its photos in the order chosen, new ones among the kept, and deletes the removed', async () => {
    const id = await publishNewListing(input, [
      new File([PNG_BYTES], 'one.png', { type: 'image/png' }),
      new File([PNG_BYTES], 'two.png', { type: 'image/png' }),
    ]);
    const listing = await readListing(id);
    const [one, two] = listing!.imgUrls;
    await saveListingChanges(id, input, {
      previous: listing!.imgUrls,
      photos: [new File([PNG_BYTES], 'cover.png', { type: 'image/png' }), two!],
    });
    const edited = await readListing(id);
    expect(edited?.imgUrls).toHaveLength(2);
    expect(decodeURIComponent(edited!.imgUrls[0]!)).toContain(`images/${uid}-cover.png-`);
    expect(edited?.imgUrls[1]).toBe(two);
    expect(edited?.imgUrls).not.toContain(one);
    expect(await storedImages(uid)).toHaveLength(2);
    await deleteListing(edited!);
    expect(await storedImages(uid)).toHaveLength(0);
  });

  test('a failed upload leaves no listing and no file behind', async () => {
    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    const ok = new File([PNG_BYTES], 'ok.png', { type: 'image/png' });
    await expect(publishNewListing(input, [ok, big])).rejects.toBeInstanceOf(ImageUploadError);
    expect(await ownListings(uid)).toEqual([]);
    expect(await storedImages(uid)).toEqual([]);
  });

  test('a 300 KB image goes up through a resumable upload and comes back intact', async () => {
    const bytes = new Uint8Array(300 * 1024).map((_, i) => (i * 7919) % 251);
    const { url } = await uploadListingImage(new File([bytes], 'big.png', { type: 'image/png' }));
    const back = new Uint8Array(await (await fetch(url)).arrayBuffer());
    expect(back.length).toBe(bytes.length);
    expect(back[123_456]).toBe(bytes[123_456]);
    await deleteImagesByUrl([url]);
    expect(await storedImages(uid)).toEqual([]);
  });

  test('a listing the backend refuses after the uploads leaves no file behind', async () => {
    // A 9-character name passes this verb but not firestore.rules.
    const files = [
      new File([PNG_BYTES], 'a.png', { type: 'image/png' }),
      new File([PNG_BYTES], 'b.png', { type: 'image/png' }),
    ];
    await expect(publishNewListing({ ...input, name: 'Too short' }, files)).rejects.toThrow();
    const orphans = (await storedImages(uid)).length;
    const halfWritten = (await ownListings(uid)).length;
    console.log(`rules-denied create: ${orphans} orphan files, ${halfWritten} half-written listings`);
    expect({ orphans, halfWritten }).toEqual({ orphans: 0, halfWritten: 0 });
  });

  test("an owner's listings come newest first, and deleting them leaves no photo behind", async () => {
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      ids.push(
        await publishNewListing({ ...input, name: `Paging test home ${n}` }, [
          new File([PNG_BYTES], `p${n}.png`, { type: 'image/png' }),
        ]),
      );
    }
    expect((await ownListings(uid)).map((l) => l.name)).toEqual([
      'Paging test home 3',
      'Paging test home 2',
      'Paging test home 1',
    ]);
    for (const listing of await ownListings(uid)) await deleteListing(listing);
    expect(await storedImages(uid)).toEqual([]);
  });

  test('signed out, publishing is refused', async () => {
    await auth.signOut(auth.auth);
    await expect(publishNewListing(input, [])).rejects.toThrow();
  });

  test(`the ${PUBLISH_LIMIT + 1}th listing within a minute is refused before any upload, and nothing is left`, async () => {
    const user = await signUpTester(auth, 'busy');
    const photo = photoAddressOf(user.uid);
    for (let n = 1; n <= PUBLISH_LIMIT; n += 1) {
      await writeNewListing({ ...input, name: `Busy publisher home ${n}`, imgUrls: [photo] }, user.uid);
    }
    const error: unknown = await publishNewListing({ ...input, name: 'One listing too many' }, [
      new File([PNG_BYTES], 'late.png', { type: 'image/png' }),
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PublishLimitError);
    expect((error as PublishLimitError).retryAfterSeconds).toBeGreaterThan(0);
    expect(await storedImages(user.uid)).toEqual([]);
    expect(await ownListings(user.uid)).toHaveLength(PUBLISH_LIMIT);
    await expect(writeNewListing({ ...input, imgUrls: [photo] }, user.uid)).rejects.toBeInstanceOf(PublishLimitError);
    for (const listing of await ownListings(user.uid)) await deleteListing({ id: listing.id, imgUrls: [] });
  });

  test(`the ${EDIT_LIMIT + 1}th edit within a minute is refused before any upload, and nothing changes`, async () => {
    const user = await signUpTester(auth, 'busy-editor');
    const id = await writeNewListing(
      { ...input, name: 'Often edited home', imgUrls: [photoAddressOf(user.uid)] },
      user.uid,
    );
    const kept = { previous: [photoAddressOf(user.uid)], kept: [photoAddressOf(user.uid)], added: [] };
    for (let n = 1; n <= EDIT_LIMIT; n += 1) {
      await saveListingChanges(id, { ...input, name: `Often edited home ${n}` }, kept);
    }
    const error: unknown = await saveListingChanges(
      id,
      { ...input, name: 'One edit too many' },
      {
        previous: kept.previous,
        photos: [photoAddressOf(user.uid), new File([PNG_BYTES], 'late.png', { type: 'image/png' })],
      },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EditLimitError);
    expect((await readListing(id))?.name).toBe(`Often edited home ${EDIT_LIMIT}`);
    expect(await storedImages(user.uid)).toEqual([]);
    await deleteListings([id]);
  });
});
