// The place index kept by the listing trigger in the Functions emulator: a listing written counts
// its address's words in, a move changes them, a delete counts them out.
import { describe, expect, test } from 'vitest';
import { adminFirestore } from '../../../../backend/admin.mjs';
import { eventually } from '../../../../shared-firebase/server/eventually.ts';
import { storedListing } from './listing.fixture.ts';

const db = adminFirestore();
// Letters only, and short: an address's words are cut at 24 characters (SEARCH_LIMITS).
const town = `Pl${Date.now().toString(36).replace(/\d/g, '')}`;
const word = town.toLowerCase();

const placeOf = async (w: string) => (await db.doc(`places/${w}`).get()).data();

const listing = (location: string) => storedListing(location, { userRef: 'place-index-owner' });

describe('the place index, kept by the server', () => {
  test('two listings count their words in; a move and a delete count them out', async () => {
    await db.doc(`listings/${town}-a`).set(listing(`1 Mill${word} Lane, ${town}`));
    await db.doc(`listings/${town}-b`).set(listing(`2 Mill${word} Lane, ${town}`));
    expect(
      await eventually(
        () => placeOf(word),
        (p) => p?.listings === 2,
      ),
    ).toEqual({
      word,
      label: town,
      listings: 2,
      places: 2,
      spellings: { [town]: 2 },
    });
    // The street's words are words, not places to suggest.
    expect(await placeOf(`mill${word}`)).toEqual(expect.objectContaining({ listings: 2, places: 0 }));

    await db.doc(`listings/${town}-a`).update({ location: `1 Mill${word} Lane, Else${word}` });
    expect(
      await eventually(
        () => placeOf(word),
        (p) => p?.listings === 1,
      ),
    ).toEqual(expect.objectContaining({ listings: 1, places: 1 }));
    expect(
      await eventually(
        () => placeOf(`else${word}`),
        (p) => p?.listings === 1,
      ),
    ).toEqual(expect.objectContaining({ label: `Else${word}`, places: 1 }));

    await db.doc(`listings/${town}-b`).delete();
    expect(
      await eventually(
        () => placeOf(word),
        (p) => p?.listings === 0,
      ),
    ).toEqual(expect.objectContaining({ listings: 0, places: 0 }));
    await db.doc(`listings/${town}-a`).delete();
  });

  test('one listing cannot relabel a place for everyone (issue 47)', async () => {
    const place = `Lb${Date.now().toString(36).replace(/\d/g, '')}`;
    const folded = place.toLowerCase();
    await db.doc(`listings/${place}-a`).set(listing(`1 Quay, ${place}`));
    await db.doc(`listings/${place}-b`).set(listing(`2 Quay, ${place}`));
    await eventually(
      () => placeOf(folded),
      (p) => p?.listings === 2,
    );
    const overlaid = [...place.toUpperCase()].map((letter) => `${letter}\u0336`).join('');
    const oddCase = [...folded].map((letter, i) => (i % 2 ? letter.toUpperCase() : letter)).join('');
    await db.doc(`listings/${place}-c`).set(listing(`3 Quay, ${overlaid}`));
    await db.doc(`listings/${place}-d`).set(listing(`4 Quay, ${oddCase}`));
    const after = await eventually(
      () => placeOf(folded),
      (p) => p?.listings === 4,
    );
    expect(after).toMatchObject({ label: place, spellings: { [place]: 2, [oddCase]: 1 } });
    for (const id of ['a', 'b', 'c', 'd']) await db.doc(`listings/${place}-${id}`).delete();
  });
});
