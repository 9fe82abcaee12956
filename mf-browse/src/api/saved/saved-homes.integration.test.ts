// Saved homes through the real SDK against the local backend: save, the batched "is it saved",
// the Saved page's order and its deleted listing, remove. Each run signs up its own user.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ListingInput } from 'listing-domain';
import { loadAuth } from 'shared-firebase';
import {
  deleteListings,
  photoAddressOf,
  signUpTester,
  writeListing,
} from '../../../../backend/integration-fixtures.mjs';
import { loadSavedHomes } from './load-saved-homes.ts';

const auth = await loadAuth();

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
  imgUrls: [photoAddressOf(uid)],
});

const ids: string[] = [];

beforeAll(async () => {
  const user = await signUpTester(auth, 'saver');
  for (const name of ['Saved home one', 'Saved home two', 'Saved home three'])
    ids.push(await writeListing(user.uid, input(name, user.uid)));
});
// Others share the backend: the homes this file wrote go at its end.
afterAll(() => deleteListings(ids));

describe('saved homes through the real SDK', () => {
  test('saved homes come newest saved first; a deleted listing comes as no longer there', async () => {
    for (const [i, id] of ids.entries()) await saveHome({ id, name: `Saved home ${['one', 'two', 'three'][i]}` });
    await deleteListings([ids[1]!]);
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
    await auth.signOut(auth.auth);
    expect(await isHomeSaved(ids[2]!)).toBe(false);
    await expect(saveHome({ id: ids[2]!, name: 'Saved home three' })).rejects.toThrow();
  });
});
