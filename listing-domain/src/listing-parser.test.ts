import { describe, expect, test } from 'vitest';
import { CARD_FIELDS, LISTING_FIELDS, parseGeolocation, parseListing } from './listing-parser.ts';
import { STORED_DETAILS, STORED_LISTING } from './stored-listing.fixtures.ts';

const stored = {
  ...STORED_LISTING,
  description: 'Light all day.\n\nTwo minutes from the harbour.',
  currency: 'GBP',
  ...STORED_DETAILS,
};

describe('parseListing', () => {
  test('a well-formed document is a listing', () => {
    expect(parseListing('a', stored)).toMatchObject({ id: 'a', name: 'Sunny Family House', discountedPrice: 1200 });
  });

  test.each([
    ['bedrooms', NaN],
    ['bathrooms', Infinity],
    ['regularPrice', -Infinity],
    ['regularPrice', NaN],
    ['geolocation', { lat: NaN, lng: 0 }],
    ['geolocation', { lat: 0, lng: Infinity }],
    ['geolocation', { lat: 91, lng: 0 }],
    ['geolocation', { lat: 0, lng: -180.5 }],
    ['geolocation', { lat: '51', lng: 0 }],
  ])('%s = %o is refused: no page gets a listing it cannot show or map', (field, value) => {
    expect(parseListing('a', { ...stored, [field]: value })).toBeNull();
  });

  test('the details are read with the listing, each only when it has its shape', () => {
    expect(parseListing('a', stored)).toMatchObject({ currency: 'GBP', floorArea: 64, availableFrom: '2027-03-01' });
    const odd = parseListing('a', {
      ...stored,
      currency: 'XYZ',
      floorArea: -3,
      availableFrom: '2027-02-30',
      energyRating: 'H',
      yearBuilt: 1895.5,
      petsAllowed: 'yes',
    });
    expect(odd).not.toBeNull();
    for (const field of [
      'currency',
      'floorArea',
      'floorAreaUnit',
      'availableFrom',
      'energyRating',
      'yearBuilt',
      'petsAllowed',
    ])
      expect(odd).not.toHaveProperty(field);
    expect(odd).toHaveProperty('description', stored.description);
  });

  test("a sale's rent-only facts are left out", () => {
    const sale = parseListing('a', { ...stored, type: 'sale' });
    expect(sale).not.toHaveProperty('deposit');
    expect(sale).not.toHaveProperty('billsIncluded');
  });

  test('a discounted price that is not a finite number is left out', () => {
    expect(parseListing('a', { ...stored, discountedPrice: NaN })).not.toHaveProperty('discountedPrice');
  });
});

describe('a listing status (issue 36)', () => {
  test('is kept with its date when the type allows it, and dropped otherwise', () => {
    const when = new Date(Date.UTC(2026, 10, 1));
    expect(parseListing('a', { ...stored, status: 'let-agreed', statusChangedAt: when })).toMatchObject({
      status: 'let-agreed',
      statusChangedAt: when,
    });
    expect(parseListing('a', { ...stored, status: 'sold' })).not.toHaveProperty('status');
    expect(parseListing('a', { ...stored, status: 'gone' })).not.toHaveProperty('status');
    expect(parseListing('a', { ...stored, type: 'sale', status: 'sold' })).toMatchObject({ status: 'sold' });
  });
});

test("the server's place gives the home's country, and nothing else of it (issue 86)", () => {
  const place = { town: { id: 2650225, name: 'Edinburgh' }, country: { code: 'GB', name: 'United Kingdom' } };
  expect(parseListing('a', { ...stored, place })?.country).toBe('GB');
  expect(parseListing('a', { ...stored, place })).not.toHaveProperty('place');
  expect(parseListing('a', { ...stored, place: { country: { code: 'gb<' } } })?.country).toBeUndefined();
  expect(parseListing('a', stored)?.country).toBeUndefined();
});

describe('LISTING_FIELDS', () => {
  test('names exactly the fields parseListing reads (the REST reads ask for these only)', () => {
    const read = new Set<string>();
    const watched = new Proxy(
      {
        ...stored,
        status: 'under-offer',
        statusChangedAt: new Date(0),
        placeWords: ['harbour'],
        searchKeys: ['rent'],
        priceToPay: 1200,
        geohash: 'gcnh',
      },
      {
        get(target, key, receiver) {
          if (typeof key === 'string') read.add(key);
          return Reflect.get(target, key, receiver) as unknown;
        },
        // An optional field the document lacks is asked for with `in`.
        has(target, key) {
          if (typeof key === 'string') read.add(key);
          return Reflect.has(target, key);
        },
      },
    );
    parseListing('a', watched);
    expect([...read].sort()).toEqual([...LISTING_FIELDS].sort());
  });

  test("a card's read leaves out only the description, which no card shows", () => {
    expect(LISTING_FIELDS.filter((field) => !CARD_FIELDS.includes(field))).toEqual(['description']);
  });

  test('a document cut down to them parses as the whole one does', () => {
    const whole = { ...stored, placeWords: ['harbour'], searchKeys: ['rent'], priceToPay: 1200, geohash: 'gcnh' };
    const cut = Object.fromEntries(LISTING_FIELDS.map((field) => [field, (whole as Record<string, unknown>)[field]]));
    expect(parseListing('a', cut)).toEqual(parseListing('a', whole));
  });
});

test('a stored point is a finite latitude and longitude on the globe, or none', () => {
  expect(parseGeolocation({ lat: 55.95, lng: -3.19, extra: 1 })).toEqual({ lat: 55.95, lng: -3.19 });
  for (const value of [undefined, null, {}, { lat: '55', lng: 0 }, { lat: 91, lng: 0 }, { lat: 0, lng: NaN }])
    expect(parseGeolocation(value)).toBeNull();
});
