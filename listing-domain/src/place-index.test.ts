import { describe, expect, it } from 'vitest';
import { placeEntries, placeIndexChanges } from './place-index.mjs';
import { placeWords } from './place-words.mjs';

describe('placeEntries', () => {
  it('has every searchable word, written as in the address, and says which name places', () => {
    const entries = placeEntries('12 Princes Street, Edinburgh EH2 2AN, UK');
    expect([...entries.keys()]).toEqual(placeWords('12 Princes Street, Edinburgh EH2 2AN, UK'));
    expect(entries.get('edinburgh')).toEqual({ label: 'Edinburgh', place: true });
    expect(entries.get('uk')).toEqual({ label: 'UK', place: true });
    expect(entries.get('princes')).toEqual({ label: 'Princes', place: false });
    expect(entries.get('eh2')).toEqual({ label: 'EH2', place: false });
  });

  it('folds accents as the search does, keeping the label; an address without commas is all places', () => {
    const entries = placeEntries('Saint-Étienne');
    expect(entries.get('etienne')).toEqual({ label: 'Étienne', place: true });
    expect(entries.get('saint')).toEqual({ label: 'Saint', place: true });
  });

  it('stops where the search stops (8 words)', () => {
    expect(placeEntries('a1, b c d e f g h i j k').size).toBe(8);
  });
});

describe('placeIndexChanges', () => {
  it('counts a new listing in, a deleted one out, and a move as both', () => {
    expect(placeIndexChanges(null, '1 Quay Street, Leith')).toEqual([
      { word: '1', label: '1', listings: 1, places: 0 },
      { word: 'quay', label: 'Quay', listings: 1, places: 0 },
      { word: 'street', label: 'Street', listings: 1, places: 0 },
      { word: 'leith', label: 'Leith', listings: 1, places: 1 },
    ]);
    expect(placeIndexChanges('Leith', null)).toEqual([{ word: 'leith', label: 'Leith', listings: -1, places: -1 }]);
    expect(placeIndexChanges('1 Quay Street, Leith', '1 Quay Street, Portobello')).toEqual([
      { word: 'leith', label: 'Leith', listings: -1, places: -1 },
      { word: 'portobello', label: 'Portobello', listings: 1, places: 1 },
    ]);
  });

  it('changes nothing when the address stays', () => {
    expect(placeIndexChanges('1 Quay Street, Leith', '1 Quay Street, Leith')).toEqual([]);
  });
});
