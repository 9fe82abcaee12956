import { describe, expect, test } from 'vitest';
import { LOCAL_RATES } from './exchange-rates.ts';
import { CURRENCIES, PROPERTY_KINDS } from './listing-facts.ts';
import {
  AVAILABILITY_GONE,
  AVAILABILITY_UNKNOWN,
  factFieldsOf,
  SEARCH_CURRENCIES,
  SEARCH_KINDS,
  searchFieldsOf,
  searchFieldsUpdate,
} from './search-fields.ts';
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

describe('a home that is let or sold (issue 36)', () => {
  test('is filed as never available, whatever it said, and comes back when available again', () => {
    const stated = { ...home, availableFrom: 'now' as const };
    expect(factFieldsOf({ ...stated, status: 'let-agreed' }).availableDay).toBe(AVAILABILITY_GONE);
    expect(factFieldsOf({ ...stated, type: 'sale', status: 'sold' }).availableDay).toBe(AVAILABILITY_GONE);
    expect(factFieldsOf({ ...stated, status: 'under-offer' }).availableDay).toBe(0);
    expect(AVAILABILITY_GONE).toBeGreaterThan(AVAILABILITY_UNKNOWN);
    const let_ = {
      ...stated,
      status: 'let-agreed',
      ...searchFieldsOf({ ...stated, status: 'let-agreed' }, LOCAL_RATES),
    };
    expect(searchFieldsUpdate({ ...let_, status: 'available' }, LOCAL_RATES)?.availableDay).toBe(0);
  });
});

describe('the search fields the server writes', () => {
  test('a listing without them gets them, derived from its own fields', () => {
    expect(searchFieldsUpdate({ ...home }, LOCAL_RATES)).toEqual(searchFieldsOf(home, LOCAL_RATES));
  });

  test('a listing whose fields are up to date needs no write (the trigger does not answer itself)', () => {
    expect(searchFieldsUpdate({ ...home, ...searchFieldsOf(home, LOCAL_RATES) }, LOCAL_RATES)).toBeNull();
  });

  test('a home off the lists answers no search (issue 52); the care job writes what the trigger derives', () => {
    const off = searchFieldsOf({ ...home, listed: false }, LOCAL_RATES);
    expect(off).toMatchObject({ listed: false, searchKeys: [] });
    expect(
      searchFieldsUpdate({ ...home, ...searchFieldsOf(home, LOCAL_RATES), listed: false, searchKeys: [] }, LOCAL_RATES),
    ).toBeNull();
    expect(searchFieldsOf(home, LOCAL_RATES)).toMatchObject({ listed: true });
  });

  test('forged fields, or fields of an old address, are replaced', () => {
    const forged = {
      ...home,
      ...searchFieldsOf(home, LOCAL_RATES),
      placeWords: ['paris'],
      searchKeys: ['t:sale|o|p|f|w:paris'],
    };
    expect(searchFieldsUpdate(forged, LOCAL_RATES)).toEqual(searchFieldsOf(home, LOCAL_RATES));
    const moved = { ...home, ...searchFieldsOf(home, LOCAL_RATES), location: '10 Downing Street, London' };
    expect(searchFieldsUpdate(moved, LOCAL_RATES)?.placeWords).toEqual(['10', 'downing', 'street', 'london']);
  });

  test('a document the fields cannot be derived from is left alone', () => {
    expect(searchFieldsUpdate({ ...home, geolocation: { lat: 120, lng: 0 } }, LOCAL_RATES)).toBeNull();
    expect(searchFieldsUpdate({ name: 'no listing at all' }, LOCAL_RATES)).toBeNull();
  });
});

describe('the key facts a search filters on', () => {
  test('every listing has them, as numbers (the spec fields alone: not stated)', () => {
    expect(factFieldsOf(home)).toEqual({
      areaSqm: 0,
      availableDay: AVAILABILITY_UNKNOWN,
      petsOk: 0,
      kindCode: 0,
      currencyCode: 0,
    });
  });

  test('floor area in m², the day as yyyymmdd (now is 0), pets, kind and currency as codes', () => {
    expect(
      factFieldsOf({
        ...home,
        floorArea: 1000,
        floorAreaUnit: 'sqft',
        availableFrom: '2027-03-01',
        petsAllowed: true,
        propertyKind: 'studio',
        currency: 'EUR',
      }),
    ).toEqual({ areaSqm: 92.9, availableDay: 20270301, petsOk: 1, kindCode: 3, currencyCode: 1 });
    expect(factFieldsOf({ ...home, availableFrom: 'now', floorArea: 64, floorAreaUnit: 'sqm' })).toMatchObject({
      availableDay: 0,
      areaSqm: 64,
    });
  });

  test("the codes follow listing-facts' lists", () => {
    expect(SEARCH_KINDS).toEqual(PROPERTY_KINDS);
    expect(SEARCH_CURRENCIES).toEqual(CURRENCIES);
  });

  test('a changed fact is a search field update', () => {
    const stored = { ...home, ...searchFieldsOf(home, LOCAL_RATES) };
    expect(searchFieldsUpdate({ ...stored, petsAllowed: true }, LOCAL_RATES)?.petsOk).toBe(1);
  });
});
