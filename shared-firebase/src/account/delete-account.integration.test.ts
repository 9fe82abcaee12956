// Account deletion through the real SDK against the local backend: everything of the user goes, in
// an order that leaves nothing stranded, and nothing at all goes without a fresh sign-in.
import { beforeAll, describe, expect, test } from 'vitest';
import { PNG_BYTES, storedImages } from '../testing/storage-emulator.ts';
import { signInWithEmail, signOutUser, signUpWithEmail } from '../auth/auth.ts';
import { getListing, listUserListings } from '../listings/listings.ts';
import { publishNewListing } from '../listings/publish-listing.ts';
import type { ListingInput } from 'listing-domain';
import { getUser } from '../users/users.ts';
import { deleteAccount, IdentityNotConfirmedError } from './account.ts';

const PASSWORD = 'leaving-pass-1';

const home: Omit<ListingInput, 'imgUrls'> = {
  type: 'rent',
  name: 'Soon deleted home',
  bedrooms: 1,
  bathrooms: 1,
  parking: false,
  furnished: false,
  location: '9 Farewell Road',
  offer: false,
  regularPrice: 900,
  geolocation: { lat: 1, lng: 2 },
};

const email = `leaving-${Date.now()}@example.com`;
let uid = '';
const listingIds: string[] = [];

beforeAll(async () => {
  uid = (await signUpWithEmail('Leaving User', email, PASSWORD)).uid;
  for (const n of [1, 2]) {
    listingIds.push(
      await publishNewListing({ ...home, name: `Soon deleted home ${n}` }, [
        new File([PNG_BYTES], `a${n}.png`, { type: 'image/png' }),
        new File([PNG_BYTES], `b${n}.png`, { type: 'image/png' }),
      ]),
    );
  }
});

describe('deleteAccount', () => {
  test('with a wrong password nothing is deleted', async () => {
    await expect(deleteAccount({ password: 'not-my-password' })).rejects.toBeInstanceOf(IdentityNotConfirmedError);
    expect(await listUserListings(uid)).toHaveLength(2);
    expect(await storedImages(uid)).toHaveLength(4);
    expect(await getUser(uid)).not.toBeNull();
  });

  test('with the password: listings, photos, profile and the account are gone', async () => {
    await deleteAccount({ password: PASSWORD });
    for (const id of listingIds) expect(await getListing(id)).toBeNull();
    expect(await storedImages(uid)).toEqual([]);
    expect(await getUser(uid)).toBeNull();
    await expect(signInWithEmail(email, PASSWORD)).rejects.toThrow();
    await signOutUser();
  });
});
