import { describe, expect, it, vi } from 'vitest';
import { nearestPlace, resolvePlace, typoAllowance, type KnownPlace, type PlaceLookup } from './place-resolution.ts';
import { placeSuggestions, typedWord } from './place-suggestions.ts';

const place = (word: string, label: string, listings = 3, places = listings): KnownPlace => ({
  word,
  label,
  listings,
  places,
});
const INDEX = [
  place('edinburgh', 'Edinburgh', 4),
  place('edinburgh2', 'Edinburgh2', 0),
  place('berlin', 'Berlin', 2),
  place('germany', 'Germany', 1),
  place('lyon', 'Lyon', 5),
  place('leith', 'Leith', 1),
  place('street', 'Street', 9, 0),
];

function lookup(): PlaceLookup & { prefixes: string[] } {
  const prefixes: string[] = [];
  return {
    prefixes,
    get: vi.fn((words: string[]) => Promise.resolve(words.map((w) => INDEX.find((p) => p.word === w)))),
    startingWith: vi.fn((prefix: string) => {
      prefixes.push(prefix);
      return Promise.resolve(INDEX.filter((p) => p.word.startsWith(prefix)));
    }),
  };
}

describe('resolvePlace', () => {
  it('leaves out a word no address has ("Edinburgh, UK")', async () => {
    expect(await resolvePlace(['edinburgh', 'uk'], ['Edinburgh', 'UK'], lookup())).toEqual({
      place: 'Edinburgh',
      dropped: ['UK'],
      corrected: [],
    });
  });

  it('puts a typo right from the places the listings have ("edinburg"), reading one page of them', async () => {
    const places = lookup();
    expect(await resolvePlace(['edinburg'], ['edinburg'], places)).toEqual({
      place: 'Edinburgh',
      dropped: [],
      corrected: [{ typed: 'edinburg', place: 'Edinburgh' }],
    });
    expect(places.prefixes).toEqual(['edi']);
  });

  it('changes nothing when every word is in some address, or when no word can be kept', async () => {
    expect(await resolvePlace(['berlin', 'germany'], ['Berlin', 'Germany'], lookup())).toBeNull();
    expect(await resolvePlace(['atlantis'], ['Atlantis'], lookup())).toBeNull();
    expect(await resolvePlace([], [], lookup())).toBeNull();
  });

  it('never takes a place no listing has any more', async () => {
    expect(await resolvePlace(['edinburgh3'], ['edinburgh3'], lookup())).toEqual(
      expect.objectContaining({ place: 'Edinburgh' }),
    );
  });
});

describe('typos', () => {
  it('allows none in short words, one up to 6 letters, two beyond', () => {
    expect(typoAllowance('uk')).toBe(0);
    expect(typoAllowance('lyon')).toBe(1);
    expect(typoAllowance('edinburg')).toBe(2);
    expect(nearestPlace('lyom', INDEX)?.label).toBe('Lyon');
    expect(nearestPlace('lyxxx', INDEX)).toBeUndefined();
    expect(nearestPlace('berlni', INDEX)).toBeUndefined(); // two changes in a 6-letter word
  });
});

describe('suggestions', () => {
  it('completes the word being typed with the places that have most homes, never a street word', () => {
    expect(typedWord('12 Quay Street, Edin')).toBe('edin');
    expect(typedWord('e')).toBe('');
    expect(
      placeSuggestions(
        '12 Quay Street, Edin',
        INDEX.filter((p) => p.word.startsWith('edin')),
      ),
    ).toEqual(['12 Quay Street, Edinburgh']);
    expect(
      placeSuggestions(
        'st',
        INDEX.filter((p) => p.word.startsWith('st')),
      ),
    ).toEqual([]);
    expect(
      placeSuggestions(
        'l',
        INDEX.filter((p) => p.word.startsWith('l')),
      ),
    ).toEqual(['Lyon', 'Leith']);
  });
});
