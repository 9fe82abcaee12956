// The place index read through the real REST endpoint of the local backend: the words of a search in
// one batchGet (a word the index lacks is undefined, not a 404), and a prefix's places, each with the
// fields the search reads only.
import { afterAll, expect, test } from 'vitest';
import { adminFirestore } from '../../../../backend/admin.mjs';
import { placesOf, placesStartingWith } from './places.ts';

const word = `zq${Date.now().toString(36).replace(/\d/g, '')}`;
const place = { word, label: 'Zqtown', listings: 2, places: 2 };

afterAll(async () => {
  await adminFirestore().doc(`places/${word}`).delete();
});

test('the places of a search’s words come in one read, known ones with their label, unknown ones undefined', async () => {
  await adminFirestore()
    .doc(`places/${word}`)
    .set({ ...place, spellings: { Zqtown: 2 } });
  expect(await placesOf([word, `${word}x`])).toEqual([place, undefined]);
  expect(await placesOf([])).toEqual([]);
  expect(await placesStartingWith(word)).toEqual([place]);
});
