// Saved homes through the real SDK against the local backend: save, the batched "is it saved",
// the Saved page's order and its deleted listing, remove. Each run signs up its own user.
import { beforeAll, describe, expect, test } from 'vitest';
import type { ListingInput } from 'listing-domain';
import { createListing, deleteListing, signOutUser, signUpWithEmail } from 'shared-firebase';
import { loadSavedHomes } from './load-saved-homes.ts';

/** The Storage emulator's objects of the local backend's bucket. */
const STORAGE_OBJECTS = 'http://127.0.0.1:9199/v0/b/demo-marketplace.appspot.com/o';

const { isHomeSaved, listSavedHomes, saveHome, unsaveHome } = await loadSavedHomes();

const input = (name: string, uid: string): ListingInput => ({
  type: 'rent',
  name,
  bedrooms: 2,
  bathrooms: 1,
  parking: false,
  furnished: false,
  location: '8 Saved Street',
  offer: false,
  regularPrice: 1200,
  geolocation: { lat: 51.5, lng: -0.1 },
  // The shape of the owner's own upload (firestore.rules), of a file that is not there.
  imgUrls: [`${STORAGE_OBJECTS}/images%2F${uid}-front.png-1?alt=media&token=t`],
});

const ids: string[] = [];

beforeAll(async () => {
  const user = await signUpWithEmail('Saving Tester', `saver-${Date.now()}@example.com`, 'secret-pass-1');
  for (const name of ['Saved home one', 'Saved home two', 'Saved home three'])
    ids.push(await createListing(input(name, user.uid)));
});

describe('saved homes through the real SDK', () => {
  test('saved homes come newest saved first; a deleted listing comes as no longer there', async () => {
    for (const [i, id] of ids.entries()) await saveHome({ id, name: `Saved home ${['one', 'two', 'three'][i]}` });
    await deleteListing({ id: ids[1]!, imgUrls: [] });
    const first = await listSavedHomes({ pageSize: 2 });
    expect(first.homes.map((h) => h.id)).toEqual([ids[2], ids[1]]);
    expect(first.homes[0]!.listing?.name).toBe('Saved home three');
    expect(first.homes[1]).toMatchObject({ name: 'Saved home two', listing: null });
    const second = await listSavedHomes({ pageSize: 2, after: first.next });
    expect(second.homes.map((h) => h.id)).toEqual([ids[0]]);
    expect(second.next).toBeNull();
  });

  test('cards asking together are answered together, and removing a home unsaves it', async () => {
    const answers = await Promise.all([...ids, 'never-saved'].map((id) => isHomeSaved(id)));
    expect(answers).toEqual([true, true, true, false]);
    await unsaveHome(ids[0]!);
    expect(await isHomeSaved(ids[0]!)).toBe(false);
  });

  test('signed out, nothing is saved and saving is refused', async () => {
    await signOutUser();
    expect(await isHomeSaved(ids[2]!)).toBe(false);
    await expect(saveHome({ id: ids[2]!, name: 'Saved home three' })).rejects.toThrow();
  });
});
