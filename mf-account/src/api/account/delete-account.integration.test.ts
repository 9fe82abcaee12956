// Account deletion through the real SDK against the local backend: everything of the user goes, in
// an order that leaves nothing stranded, and nothing at all goes without a fresh sign-in. What other
// slices keep of the person goes by their functions, on Firebase Authentication's event of the
// deleted account (issue 87).
import { beforeAll, describe, expect, test } from 'vitest';
import { eventually } from '../../../../shared-firebase/server/eventually.ts';
import type { ListingInput } from 'listing-domain';
import { loadFirestore, loadStorage } from 'shared-firebase';
import { adminFirestore } from '../../../../backend/admin.mjs';
import { storedImages, uploadTestPhoto, writeListing } from '../../../../backend/integration-fixtures.mjs';
import { signInWithEmail, signOutUser, signUpWithEmail } from '../auth/account-auth.ts';
import { listUserListings } from '../listings/own-listings.ts';
import { IdentityNotConfirmedError } from './account-errors.ts';
import { deleteAccount } from './delete-account.ts';

/** Whether a document exists, read as a visitor may. */
async function exists(...path: [string, string]) {
  const sdk = await loadFirestore();
  return (await sdk.getDoc(sdk.doc(sdk.db, ...path))).exists();
}

const PASSWORD = 'leaving-pass-1';

const home: ListingInput = {
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
  imgUrls: [],
};

const email = `leaving-${Date.now()}@example.com`;
let uid = '';
const listingIds: string[] = [];

beforeAll(async () => {
  uid = (await signUpWithEmail('Leaving User', email, PASSWORD)).uid;
  const storage = await loadStorage();
  for (const n of [1, 2]) {
    const imgUrls = [
      await uploadTestPhoto(storage, uid, `a${n}.png`),
      await uploadTestPhoto(storage, uid, `b${n}.png`),
    ];
    listingIds.push(await writeListing(uid, { ...home, name: `Soon deleted home ${n}`, imgUrls }));
  }
  // A draft with its photo (issue 52), as the editor leaves it.
  const draftPhoto = await uploadTestPhoto(storage, uid, 'draft.png');
  await adminFirestore()
    .doc(`listingDrafts/${uid}_0`)
    .set({ ...home, name: 'Soon deleted draft', imgUrls: [draftPhoto], userRef: uid, timestamp: new Date() });
  // A note of a listing they reported (issue 36), past the rules as the report's batch leaves it.
  await adminFirestore().doc(`users/${uid}/reported/someone-elses-home`).set({ reportedAt: new Date() });
  // A saved search and an alert of it (issue 37), as mf-browse and the server leave them.
  await adminFirestore().doc(`savedSearches/${uid}_0`).set({ owner: uid, name: 'Lyon', query: 'q=Lyon' });
  await adminFirestore().doc(`users/${uid}/notifications/${uid}_0_home`).set({ read: false, createdAt: new Date() });
  // A home they saved, and their publishing quota (spent), as mf-browse and the editor leave them.
  await adminFirestore().doc(`users/${uid}/saved/someone-elses-home`).set({ name: 'Saved', savedAt: new Date() });
  await adminFirestore().doc(`publishing/${uid}`).set({ windowStart: new Date(), count: 1 });
});

test('sign-up writes users/{uid} with the name, never the password, nor the address before it is verified', async () => {
  const sdk = await loadFirestore();
  const profile = (await sdk.getDoc(sdk.doc(sdk.db, 'users', uid))).data();
  expect(profile).toMatchObject({ name: 'Leaving User' });
  // Signed up in English, the site's first language: no language chosen, none kept (issue 88).
  expect(Object.keys(profile ?? {}).sort()).toEqual(['name', 'timestamp']);
});

describe('deleteAccount', () => {
  test('with a wrong password nothing is deleted', async () => {
    await expect(deleteAccount({ password: 'not-my-password' })).rejects.toBeInstanceOf(IdentityNotConfirmedError);
    expect(await listUserListings(uid)).toHaveLength(2);
    expect(await storedImages(uid)).toHaveLength(5);
    expect(await exists('users', uid)).toBe(true);
  });

  test('with the password: listings, photos, profile and the account are gone; then the other slices’ data of the person', async () => {
    await deleteAccount({ password: PASSWORD });
    for (const id of listingIds) expect(await exists('listings', id)).toBe(false);
    expect(await exists('users', uid)).toBe(false);
    await expect(signInWithEmail(email, PASSWORD)).rejects.toThrow();
    await signOutUser();
    // The account's deletion is the slices' event: each deletes its own (a moment later).
    const db = adminFirestore();
    const left = async () => ({
      photos: (await storedImages(uid)).length,
      drafts: (await db.doc(`listingDrafts/${uid}_0`).get()).exists,
      quota: (await db.doc(`publishing/${uid}`).get()).exists,
      saved: (await db.collection(`users/${uid}/saved`).get()).size,
      reported: (await db.collection(`users/${uid}/reported`).get()).size,
      searches: (await db.doc(`savedSearches/${uid}_0`).get()).exists,
      alerts: (await db.collection(`users/${uid}/notifications`).get()).size,
    });
    const none = { photos: 0, drafts: false, quota: false, saved: 0, reported: 0, searches: false, alerts: 0 };
    expect(await eventually(left, (found) => JSON.stringify(found) === JSON.stringify(none))).toEqual(none);
  });
});
