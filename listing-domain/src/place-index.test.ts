import { describe, expect, it } from 'vitest';
import { applyPlaceChange, placeEntries, placeIndexChanges, placeLabel, type PlaceDocument } from './place-index.ts';
import { placeWords } from './place-words.ts';

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
      { word: '1', label: '1', listings: 1, places: 0, spellings: { 1: 1 } },
      { word: 'quay', label: 'Quay', listings: 1, places: 0, spellings: { Quay: 1 } },
      { word: 'street', label: 'Street', listings: 1, places: 0, spellings: { Street: 1 } },
      { word: 'leith', label: 'Leith', listings: 1, places: 1, spellings: { Leith: 1 } },
    ]);
    expect(placeIndexChanges('Leith', null)).toEqual([
      { word: 'leith', label: 'Leith', listings: -1, places: -1, spellings: { Leith: -1 } },
    ]);
    expect(placeIndexChanges('1 Quay Street, Leith', '1 Quay Street, Portobello')).toEqual([
      { word: 'leith', label: 'Leith', listings: -1, places: -1, spellings: { Leith: -1 } },
      { word: 'portobello', label: 'Portobello', listings: 1, places: 1, spellings: { Portobello: 1 } },
    ]);
    expect(placeIndexChanges('Leith', 'LEITH')).toEqual([
      { word: 'leith', label: 'LEITH', listings: 0, places: 0, spellings: { Leith: -1, LEITH: 1 } },
    ]);
  });

  it('changes nothing when the address stays', () => {
    expect(placeIndexChanges('1 Quay Street, Leith', '1 Quay Street, Leith')).toEqual([]);
  });
});

describe('the label of a place (issue 47)', () => {
  const paris = { word: 'paris', listings: 3, places: 3, label: 'Paris', spellings: { Paris: 3 } };
  const add = (stored: PlaceDocument | Omit<PlaceDocument, 'spellings'> | undefined, location: string) =>
    placeIndexChanges(null, location)
      .filter((change) => change.word === 'paris' || change.word === 'lyon')
      .reduce<PlaceDocument | undefined>((doc, change) => applyPlaceChange(doc, change), stored as PlaceDocument);

  it('one listing with an overlaid, odd-cased or shouted spelling does not relabel a place', () => {
    expect(add(paris, '1 Street, P̶A̶R̶I̶S̶')?.label).toBe('Paris');
    expect(add(paris, '1 Street, pArIs')?.label).toBe('Paris');
    expect(add(paris, '1 Street, PARIS')?.label).toBe('Paris');
    expect(
      add({ word: 'lyon', listings: 1, places: 1, label: 'Lyon', spellings: { Lyon: 1 } }, '2 Rue, lYoN')?.label,
    ).toBe('Lyon');
  });

  it('an index from before spellings were counted keeps its label against a worse one', () => {
    expect(add({ word: 'paris', listings: 3, places: 3, label: 'Paris' }, '1 Street, P̶A̶R̶I̶S̶')?.label).toBe('Paris');
  });

  it('the most used well-written spelling wins, whatever the order of writing', () => {
    expect(placeLabel({ Pàris: 1, Paris: 4 })).toBe('Paris');
    expect(placeLabel({ Paris: 4, Pàris: 5 })).toBe('Pàris');
    expect(placeLabel({ PARIS: 9, Paris: 1 })).toBe('Paris');
    expect(placeLabel({ P̶A̶R̶I̶S̶: 9 })).toBe('P̶A̶R̶I̶S̶'); // the only spelling there is
    expect(placeLabel({ Lyon: 2, Lyön: 2 })).toBe('Lyon');
    expect(placeLabel({ दिल्ली: 1 })).toBe('दिल्ली');
  });

  it('a spelling nobody uses any more leaves the label', () => {
    const two = add(add(undefined, '1 Street, Paris'), '2 Street, PARIS');
    expect(two?.label).toBe('Paris');
    const [change] = placeIndexChanges('1 Street, Paris', null).filter((c) => c.word === 'paris');
    expect(applyPlaceChange(two, change!)).toMatchObject({ label: 'PARIS', listings: 1, spellings: { PARIS: 1 } });
  });
});
