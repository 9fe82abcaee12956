import { describe, expect, test } from 'vitest';
import { repositoryRules } from '../../../../scripts/lib/compose-rules.mjs';
import { LIST_READ_LIMIT, LOCAL_RATES, PAGE_SIZE } from 'listing-domain';
import { withPriceInEuros } from '../prices/price-in-euros.ts';
import { SEARCH_FIELD_NAMES } from 'listing-domain/search-fields';
import {
  ALL_QUERY_SHAPES,
  boundedArea,
  DEFAULT_CRITERIA,
  indexOfShape,
  MAP_LIMITS,
  MAP_QUERY_SHAPE,
  placeQuery,
  searchBounds,
  searchQueryPlan,
  WHOLE_WORLD,
} from './search-query.ts';

/** The rules and indexes Firebase deploys, composed from the repository's fragments. */
const composed = repositoryRules();

describe('the floor area bounds', () => {
  const areaBounds = (criteria: Partial<typeof DEFAULT_CRITERIA>) =>
    searchBounds({ ...DEFAULT_CRITERIA, ...criteria })
      .filter((bound) => bound.field === 'areaSqm')
      .map((bound) => `${bound.op} ${bound.value}`);

  test('compare in m², a range in ft² rounded outwards to the tenth of m² a listing keeps', () => {
    expect(areaBounds({ areaMin: 40, areaMax: 90 })).toEqual(['>= 40', '<= 90']);
    // 646 ft² is 60.01 m²: from 60.0; 1,000 ft² is 92.90 m²: up to 93.0 (a home of 1,000 ft² keeps 92.9).
    expect(areaBounds({ areaMin: 646, areaMax: 1000, areaUnit: 'sqft' })).toEqual(['>= 60', '<= 93']);
    expect(areaBounds({ areaMax: 700, areaUnit: 'sqft' })).toEqual(['>= 0', '<= 65.1']);
  });
});

describe('the search query', () => {
  test('a place is matched as a phrase of up to three words of an address', () => {
    expect(placeQuery('  Lyon ')).toEqual({ token: 'lyon', words: ['lyon'], start: 0, dropped: 0 });
    expect(placeQuery('Victor Hugo')).toMatchObject({ token: 'victor-hugo', dropped: 0 });
    expect(placeQuery('rue Victor Hugo Lyon')).toMatchObject({ token: 'rue-victor-hugo', dropped: 1 });
    expect(placeQuery('')).toEqual({ token: '', words: [], start: 0, dropped: 0 });
  });

  test('of a longer place, the three words that tell most, not a run ending in "la" (issue 53)', () => {
    expect(placeQuery('Rue de la Charite')).toMatchObject({ token: 'de-la-charite', start: 1, dropped: 1 });
    expect(placeQuery('48 Rue de la Charite, Lyon')).toMatchObject({ token: 'la-charite-lyon', start: 3 });
    expect(placeQuery('12 Narrow Quay, Bristol')).toMatchObject({ token: 'narrow-quay-bristol', start: 1 });
    expect(placeQuery('Flat 2, Rose Street, Edinburgh')).toMatchObject({ token: 'rose-street-edinburgh' });
    expect(placeQuery('Narrow Quay')).toMatchObject({ token: 'narrow-quay', start: 0, dropped: 0 });
  });

  test('every search applies the same filters, at their full span by default', () => {
    const plan = searchQueryPlan(DEFAULT_CRITERIA);
    expect(plan.key).toBe('t:*|-|-|-|w:*');
    const bounds = Object.fromEntries(
      ['priceEur', 'bedrooms', 'bathrooms', 'areaSqm', 'availableDay', 'petsOk', 'kindCode'].map((field) => [
        field,
        plan.bounds.filter((b) => b.field === field).map((b) => `${b.op}${b.value}`),
      ]),
    );
    expect(bounds).toEqual({
      priceEur: ['>=0', `<=${Number.MAX_SAFE_INTEGER}`],
      bedrooms: ['>=1'],
      bathrooms: ['>=1'],
      areaSqm: ['>=0', '<=100000'],
      availableDay: ['>=0', '<=99991231'],
      petsOk: ['>=0'],
      kindCode: ['>=0', '<=5'],
    });
    expect(plan.shape.orderBy).toEqual({ field: 'timestamp', direction: 'desc' });
    const narrow = searchQueryPlan(
      withPriceInEuros(
        { ...DEFAULT_CRITERIA, type: 'rent', parking: true, place: 'Lyon', priceMax: 2000, sort: 'price-asc' },
        LOCAL_RATES,
      ),
    );
    expect(narrow.key).toBe('t:rent|-|p|-|w:lyon');
    // In US dollars (an address that names no currency), compared in euros: up to $2,000.
    expect(narrow.bounds.filter((b) => b.field === 'priceEur')).toEqual([
      { field: 'priceEur', op: '>=', value: 0 },
      { field: 'priceEur', op: '<=', value: 1724.14 },
    ]);
    expect(narrow.shape.orderBy).toEqual({ field: 'priceEur', direction: 'asc' });
  });

  test('a price range is searched in euros, converted first: homes in every currency', () => {
    expect(() => searchQueryPlan({ ...DEFAULT_CRITERIA, priceMax: 1500 })).toThrow(/euros/);
    const plan = searchQueryPlan(
      withPriceInEuros(
        {
          ...DEFAULT_CRITERIA,
          kind: 'studio',
          areaMin: 30,
          areaMax: 80,
          availableBy: '2027-03-01',
          pets: true,
          priceMin: 880,
          priceMax: 2500,
          currency: 'GBP',
        },
        LOCAL_RATES,
      ),
    );
    const of = (field: string) => plan.bounds.filter((b) => b.field === field).map((b) => b.value);
    expect(of('kindCode')).toEqual([3, 3]);
    expect(of('areaSqm')).toEqual([30, 80]);
    expect(of('availableDay')).toEqual([0, 20270301]);
    expect(of('petsOk')).toEqual([1]);
    // £880 is €1,000 exactly; £2,500 is €2,840.909…, rounded up to the cent.
    expect(of('priceEur')).toEqual([1000, 2840.91]);
    expect(plan.bounds.some((b) => (b.field as string) === 'currencyCode')).toBe(false);
  });

  test('at most 10 fields have range filters in a query (Firestore), the map included', () => {
    expect(new Set(MAP_QUERY_SHAPE.ranges).size).toBeLessThanOrEqual(10);
  });

  test('a map area searched keeps the list to it (issue 53): its order, and a range on each coordinate', () => {
    const plan = searchQueryPlan({
      ...DEFAULT_CRITERIA,
      sort: 'price-asc',
      area: { south: 45, west: 4, north: 46, east: 5 },
    });
    expect(plan.shape.orderBy).toEqual({ field: 'priceEur', direction: 'asc' });
    expect(new Set(plan.shape.ranges).size).toBeLessThanOrEqual(10);
    expect(plan.bounds.filter((b) => b.field.startsWith('geolocation'))).toEqual([
      { field: 'geolocation.lat', op: '>=', value: 45 },
      { field: 'geolocation.lat', op: '<=', value: 46 },
      { field: 'geolocation.lng', op: '>=', value: 4 },
      { field: 'geolocation.lng', op: '<=', value: 5 },
    ]);
    expect(searchQueryPlan(DEFAULT_CRITERIA).bounds.some((b) => b.field.startsWith('geolocation'))).toBe(false);
  });
});

test("the site's largest list reads, the map's and a page's, stay within the rules' list limit", () => {
  expect(MAP_LIMITS.homesMax + 1).toBe(LIST_READ_LIMIT);
  expect(PAGE_SIZE + 1).toBeLessThanOrEqual(LIST_READ_LIMIT);
});

describe('the map area', () => {
  test('is bounded to the world, and a view across the 180th meridian spans every longitude', () => {
    expect(boundedArea({ south: 45, west: 4, north: 46, east: 5 })).toEqual({ south: 45, west: 4, north: 46, east: 5 });
    expect(boundedArea({ south: -100, west: -200, north: 100, east: 200 })).toEqual(WHOLE_WORLD);
    expect(boundedArea({ south: 10, west: 170, north: 20, east: 190 })).toEqual({
      south: 10,
      west: -180,
      north: 20,
      east: 180,
    });
    expect(boundedArea({ south: 20, west: 1, north: 10, east: 2 })).toMatchObject({ south: 10, north: 20 });
  });

  test('the map index ranges on both coordinates after the search key', () => {
    expect(indexOfShape(ALL_QUERY_SHAPES.at(-1)!).fields.map((f) => f.fieldPath)).toEqual([
      'searchKeys',
      'geolocation.lat',
      'areaSqm',
      'availableDay',
      'bathrooms',
      'bedrooms',
      'geolocation.lng',
      'kindCode',
      'petsOk',
      'priceEur',
    ]);
  });
});

describe('firestore.indexes.json', () => {
  const indexes = composed.indexes as { indexes: unknown[] };

  test.each(ALL_QUERY_SHAPES.map((shape) => [shape.name, shape] as const))(
    'has the composite index of the search shape %s',
    (_sort, shape) => {
      expect(indexes.indexes).toContainEqual(indexOfShape(shape));
    },
  );

  test('stays small: the lists, the profile, one index per search order and the map; two at most per other collection', () => {
    const all = indexes.indexes as { collectionGroup: string }[];
    const listingIndexes = all.filter((index) => index.collectionGroup === 'listings');
    expect(listingIndexes).toHaveLength(3 + ALL_QUERY_SHAPES.length);
    // The other slices' collections (conversations, saved searches, viewings, booked slots…): a
    // query or two each (viewings: a person's list, and their requests of a home in a day).
    const others = all.filter((index) => index.collectionGroup !== 'listings');
    const perCollection = new Map<string, number>();
    for (const { collectionGroup } of others)
      perCollection.set(collectionGroup, (perCollection.get(collectionGroup) ?? 0) + 1);
    for (const [collection, count] of perCollection) expect(count, collection).toBeLessThanOrEqual(2);
  });
});

describe('firestore.rules leaves the search fields to the server', () => {
  const { rules } = composed;
  test('no client writes or changes any of them, nor the place the server derives (issue 51)', () => {
    // `listed` (issue 52) is the care's: a create may say true, nothing else of it is a client's.
    const derived = [...SEARCH_FIELD_NAMES.filter((name) => name !== 'listed'), 'place'];
    expect(rules).toContain(`let derived = ${JSON.stringify(derived).replaceAll('"', "'").replaceAll(',', ', ')};`);
    expect(rules).toContain('&& searchFieldsUntouched()\n        && priceCutUntouched()\n        && careUntouched();');
    expect(rules).toContain("let kept = ['listed', 'touchedAt', 'careDueAt', 'staleAskedAt', 'renewedAt'];");
  });
});
