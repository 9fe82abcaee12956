import { describe, expect, test } from 'vitest';
import { searchFieldsOf, searchFieldsUpdate } from './search-fields.mjs';
import type { ListingInput } from './listing-types.ts';

const home: ListingInput = {
  type: 'rent',
  name: 'Quiet riverside flat',
  bedrooms: 2,
  bathrooms: 1,
  parking: false,
  furnished: true,
  location: '3 Quai Saint Antoine, Lyon',
  offer: false,
  regularPrice: 900,
  geolocation: { lat: 45.76, lng: 4.83 },
  imgUrls: [],
};

describe('the search fields the server writes', () => {
  test('a listing without them gets them, derived from its own fields', () => {
    expect(searchFieldsUpdate({ ...home })).toEqual(searchFieldsOf(home));
  });

  test('a listing whose fields are up to date needs no write (the trigger does not answer itself)', () => {
    expect(searchFieldsUpdate({ ...home, ...searchFieldsOf(home) })).toBeNull();
  });

  test('forged fields, or fields of an old address, are replaced', () => {
    const forged = { ...home, ...searchFieldsOf(home), placeWords: ['paris'], searchKeys: ['t:sale|o|p|f|w:paris'] };
    expect(searchFieldsUpdate(forged)).toEqual(searchFieldsOf(home));
    const moved = { ...home, ...searchFieldsOf(home), location: '10 Downing Street, London' };
    expect(searchFieldsUpdate(moved)?.placeWords).toEqual(['10', 'downing', 'street', 'london']);
  });

  test('a document the fields cannot be derived from is left alone', () => {
    expect(searchFieldsUpdate({ ...home, geolocation: { lat: 120, lng: 0 } })).toBeNull();
    expect(searchFieldsUpdate({ name: 'no listing at all' })).toBeNull();
  });
});
