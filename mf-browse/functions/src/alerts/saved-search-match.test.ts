import { describe, expect, test } from 'vitest';
import { keyGroups, matchesSearch } from './saved-search-match.ts';

const listing = {
  searchKeys: ['t:rent|-|-|-|w:lyon', 't:*|-|-|-|w:lyon', 't:rent|-|-|-|w:*'],
  priceToPay: 900,
  bedrooms: 2,
  bathrooms: 1,
  areaSqm: 55,
  availableDay: 0,
  petsOk: 1,
  kindCode: 1,
  currencyCode: 2,
};
const search = {
  key: 't:rent|-|-|-|w:lyon',
  ranges: { priceToPay: { min: 0, max: 1000 }, bedrooms: { min: 2 }, availableDay: { min: 0, max: 99991231 } },
};

describe('a listing found by a saved search', () => {
  test('with the key and within every range', () => {
    expect(matchesSearch(listing, search)).toBe(true);
  });
  test.each([
    ['another key', { ...listing, searchKeys: ['t:sale|-|-|-|w:lyon'] }],
    ['a price over the limit', { ...listing, priceToPay: 1001 }],
    ['too few bedrooms', { ...listing, bedrooms: 1 }],
    ['let or sold', { ...listing, availableDay: 99991232 }],
    ['no search fields yet', { name: 'New' }],
  ])('not with %s', (_what, fields) => {
    expect(matchesSearch(fields, search)).toBe(false);
  });
  test('around a place, only within its circle (issue 51)', () => {
    const around = { ...search, key: 't:rent|-|-|-|w:*', near: { lat: 45.764, lng: 4.8357, km: 10 } };
    expect(matchesSearch({ ...listing, geolocation: { lat: 45.75, lng: 4.85 } }, around)).toBe(true);
    expect(matchesSearch({ ...listing, geolocation: { lat: 45.9, lng: 4.85 } }, around)).toBe(false);
    expect(matchesSearch(listing, around)).toBe(false); // no point: not known to be within
  });
  test('keys in groups of 30 for `in` queries', () => {
    const keys = Array.from({ length: 65 }, (_, i) => `k${i}`);
    expect(keyGroups(keys).map((g) => g.length)).toEqual([30, 30, 5]);
  });
});
