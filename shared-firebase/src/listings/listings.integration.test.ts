// Runs the data verbs through the real Firebase SDK against the local backend (started by `pnpm test`).
import { beforeAll, describe, expect, test } from 'vitest';
import { PNG_BYTES, STORAGE_OBJECTS, storedImages } from '../testing/storage-emulator.ts';
import { signOutUser, signUpWithEmail } from '../auth/auth.ts';
import { getUser } from '../users/users.ts';
import { createListing, deleteListing, getListing, listUserListings } from './listings.ts';
import { ImageUploadError, publishNewListing, saveListingChanges } from './publish-listing.ts';
import { PUBLISH_LIMIT, PublishLimitError } from './publish-quota.ts';
import type { ListingInput } from 'listing-domain';

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
  const user = await signUpWithEmail('Integration Tester', `int-${Date.now()}@example.com`, 'secret-pass-1');
  uid = user.uid;
});

describe('listings through the real SDK', () => {
  test('sign-up writes users/{uid} with name and e-mail, never the password', async () => {
    const profile = await getUser(uid);
    expect(profile).toMatchObject({ id: uid, name: 'Integration Tester' });
  });

  test('a published listing stores its images in order and can be read back', async () => {
    const files = [
      new File([PNG_BYTES], 'front.png', { type: 'image/png' }),
      new File([PNG_BYTES], 'back.png', { type: 'image/png' }),
    ];
    const id = await publishNewListing(input, files);
    const listing = await getListing(id);
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
    const edited = await getListing(id);
    expect(edited?.offer).toBe(false);
    expect(edited).not.toHaveProperty('discountedPrice');
    expect(edited?.imgUrls).toEqual([listing!.imgUrls[1]]);
    expect(await storedImages(uid)).toHaveLength(1);

    await deleteListing(edited!);
    expect(await getListing(id)).toBeNull();
    expect(await storedImages(uid)).toHaveLength(0);
  });

  test('an edit saves its photos in the order chosen, new ones among the kept, and deletes the removed', async () => {
    const id = await publishNewListing(input, [
      new File([PNG_BYTES], 'one.png', { type: 'image/png' }),
      new File([PNG_BYTES], 'two.png', { type: 'image/png' }),
    ]);
    const listing = await getListing(id);
    const [one, two] = listing!.imgUrls;
    await saveListingChanges(id, input, {
      previous: listing!.imgUrls,
      photos: [new File([PNG_BYTES], 'cover.png', { type: 'image/png' }), two!],
    });
    const edited = await getListing(id);
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
    expect(await listUserListings(uid)).toEqual([]);
    expect(await storedImages(uid)).toEqual([]);
  });

  test('a 300 KB image goes up through a resumable upload and comes back intact', async () => {
    const bytes = new Uint8Array(300 * 1024).map((_, i) => (i * 7919) % 251);
    const { uploadListingImage, deleteImagesByUrl } = await import('../images/images.ts');
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
    const halfWritten = (await listUserListings(uid)).length;
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
    expect((await listUserListings(uid)).map((l) => l.name)).toEqual([
      'Paging test home 3',
      'Paging test home 2',
      'Paging test home 1',
    ]);
    for (const listing of await listUserListings(uid)) await deleteListing(listing);
    expect(await storedImages(uid)).toEqual([]);
  });

  test('signed out, publishing is refused', async () => {
    await signOutUser();
    await expect(publishNewListing(input, [])).rejects.toThrow();
  });

  test(`the ${PUBLISH_LIMIT + 1}th listing within a minute is refused before any upload, and nothing is left`, async () => {
    const user = await signUpWithEmail('Busy Publisher', `busy-${Date.now()}@example.com`, 'secret-pass-1');
    const photo = `${STORAGE_OBJECTS}/images%2F${user.uid}-front.png-1?alt=media&token=t`;
    for (let n = 1; n <= PUBLISH_LIMIT; n += 1) {
      await createListing({ ...input, name: `Busy publisher home ${n}`, imgUrls: [photo] });
    }
    const error: unknown = await publishNewListing({ ...input, name: 'One listing too many' }, [
      new File([PNG_BYTES], 'late.png', { type: 'image/png' }),
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PublishLimitError);
    expect((error as PublishLimitError).retryAfterSeconds).toBeGreaterThan(0);
    expect(await storedImages(user.uid)).toEqual([]);
    expect(await listUserListings(user.uid)).toHaveLength(PUBLISH_LIMIT);
    await expect(createListing({ ...input, imgUrls: [photo] })).rejects.toBeInstanceOf(PublishLimitError);
    for (const listing of await listUserListings(user.uid)) await deleteListing({ id: listing.id, imgUrls: [] });
  });
});
