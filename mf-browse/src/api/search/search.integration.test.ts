// The search through the real SDK against the local backend: every query shape, its cursor and its
// exact end. Listings are stored past the rules, each with the search fields the server writes, in
// a town of this run's own, so the counts are exact whatever else the backend holds.
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc, setLogLevel, Timestamp } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { repositoryRules } from '../../../../scripts/lib/compose-rules.mjs';
import type { ListingInput } from 'listing-domain';
import { inEuros, LOCAL_RATES, searchFieldsOf } from 'listing-domain';
import { currencyOf, factFieldsOf } from 'listing-domain/search-fields';
import { withPriceInEuros } from '../prices/price-in-euros.ts';
import { DEFAULT_CRITERIA, SEARCH_SORTS, type SearchCriteria } from './search-query.ts';
import { countSearch } from './search-count.ts';
import { querySearchArea } from './search-operations.ts';
import { distanceKm, searchNearPage } from './search-near.ts';
import { searchNearestPage, type NearestCursor } from './search-nearest.ts';
import { searchArea, searchListings, type SearchCursor } from './search.ts';

const town = `Searchtown${Date.now().toString(36)}`;
const { rules } = repositoryRules();
let env: RulesTestEnvironment;

interface Home {
  id: string;
  input: ListingInput;
  time: number;
}

/**
 * 23 homes of the town: rent and sale, prices 500..., one to four bedrooms, every third on offer;
 * the key facts of issue 35 on some (kind, floor area, availability, pets, euros on every fifth).
 */
const homes: Home[] = Array.from({ length: 23 }, (_, i) => {
  const offer = i % 3 === 0;
  const regularPrice = 500 + ((i * 7) % 23) * 100;
  return {
    id: `${town}-${String(i).padStart(2, '0')}`,
    time: Date.UTC(2026, 0, 1) + i * 60_000,
    input: {
      type: i % 2 === 0 ? 'rent' : 'sale',
      name: `Search home number ${i}`,
      bedrooms: 1 + (i % 4),
      bathrooms: 1 + (i % 2),
      parking: i % 4 === 0,
      furnished: i % 5 === 0,
      location: i % 2 === 0 ? `${i} Main Street, ${town}` : `${i} Harbour Road, ${town}`,
      offer,
      regularPrice,
      ...(offer ? { discountedPrice: regularPrice - 50 } : {}),
      geolocation: { lat: 48 + i / 100, lng: 2 + i / 100 },
      imgUrls: ['https://example.com/photo.jpg'],
      ...(i % 3 === 2 ? {} : { propertyKind: i % 3 === 0 ? ('flat' as const) : ('house' as const) }),
      ...(i % 2 === 0 ? { floorArea: 30 + i * 5, floorAreaUnit: 'sqm' as const } : {}),
      ...(i % 4 === 3 ? {} : { availableFrom: (['now', '2027-03-01', '2027-09-01'] as const)[i % 4] }),
      ...(i % 2 === 0 ? { petsAllowed: true } : {}),
      ...(i % 5 === 0 ? { currency: 'EUR' as const } : {}),
    },
  };
});

const paid = (h: Home) => h.input.discountedPrice ?? h.input.regularPrice;
/** Its price in euros, as the server stores it (issue 53), and in US dollars at the same rates. */
const euros = (h: Home) => inEuros(paid(h), currencyOf(h.input), LOCAL_RATES);
const dollars = (h: Home) => (h.input.currency === 'EUR' ? paid(h) * LOCAL_RATES.rates.USD : paid(h));

beforeAll(async () => {
  setLogLevel('error');
  env = await initializeTestEnvironment({
    projectId: 'demo-marketplace',
    firestore: { rules, host: '127.0.0.1', port: 8080 },
  });
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    for (const home of homes) {
      await setDoc(doc(db, 'listings', home.id), {
        ...home.input,
        ...searchFieldsOf(home.input, LOCAL_RATES),
        userRef: 'search-owner',
        timestamp: Timestamp.fromMillis(home.time),
      });
    }
  });
});
/** Every listing this file wrote, taken away at its end: others share the backend (a care run
 * reads the whole collection, and these homes are dated long ago). */
const written = homes.map((h) => h.id);
afterAll(async () => {
  await env?.withSecurityRulesDisabled(async (context) => {
    for (const id of written) await deleteDoc(doc(context.firestore(), 'listings', id));
  });
  await env?.cleanup();
});

/** Every page of a search, 10 at a time; each page's size, and the ids in order. */
async function allPages(criteria: Partial<SearchCriteria>) {
  // A price range is searched in euros, converted with the rates the listings were priced with.
  const full = withPriceInEuros({ ...DEFAULT_CRITERIA, place: town, ...criteria }, LOCAL_RATES);
  const ids: string[] = [];
  const sizes: number[] = [];
  let after: SearchCursor | null = null;
  do {
    const page = await searchListings({ criteria: full, after });
    sizes.push(page.listings.length);
    ids.push(...page.listings.map((l) => l.id));
    after = page.next;
  } while (after && sizes.length < 10);
  return { ids, sizes };
}

const byNewest = (a: Home, b: Home) => b.time - a.time;
/** By price, then by the other range fields by name (as Firestore orders them), then by id. */
const byPrice = (a: Home, b: Home) => {
  const [fa, fb] = [factFieldsOf(a.input), factFieldsOf(b.input)];
  return (
    euros(a) - euros(b) ||
    fa.areaSqm - fb.areaSqm ||
    fa.availableDay - fb.availableDay ||
    a.input.bathrooms - b.input.bathrooms ||
    a.input.bedrooms - b.input.bedrooms ||
    fa.kindCode - fb.kindCode ||
    fa.petsOk - fb.petsOk ||
    (a.id < b.id ? -1 : 1)
  );
};
const byPriceDesc = (a: Home, b: Home) => -byPrice(a, b);

describe('search through the real SDK', () => {
  test.each(SEARCH_SORTS.map((sort) => [sort] as const))(
    'sorted %s: every home of the town, in order, 10 a page, and an exact end',
    async (sort) => {
      const { ids, sizes } = await allPages({ sort });
      const order = sort === 'newest' ? byNewest : sort === 'price-asc' ? byPrice : byPriceDesc;
      expect(ids).toEqual([...homes].sort(order).map((h) => h.id));
      expect(sizes).toEqual([10, 10, 3]);
    },
  );

  test.each<[string, Partial<SearchCriteria>, (h: Home) => boolean]>([
    ['for rent', { type: 'rent' }, (h) => h.input.type === 'rent'],
    ['for sale with parking', { type: 'sale', parking: true }, (h) => h.input.type === 'sale' && h.input.parking],
    ['furnished, on offer', { furnished: true, offer: true }, (h) => h.input.furnished && h.input.offer],
    [
      '3+ bedrooms, 2+ bathrooms',
      { bedroomsMin: 3, bathroomsMin: 2 },
      (h) => h.input.bedrooms >= 3 && h.input.bathrooms >= 2,
    ],
    [
      'paying 900 to 1,500 dollars (the discounted price on offer), homes in euros converted',
      { priceMin: 900, priceMax: 1500 },
      (h) => dollars(h) >= 900 && dollars(h) <= 1500,
    ],
    [
      'paying at most 2,000 euros: homes in dollars too, up to $2,320',
      { priceMax: 2000, currency: 'EUR' },
      (h) => (h.input.currency === 'EUR' ? paid(h) <= 2000 : paid(h) <= 2320),
    ],
    ['flats', { kind: 'flat' }, (h) => h.input.propertyKind === 'flat'],
    [
      '60 to 100 m²',
      { areaMin: 60, areaMax: 100 },
      (h) => (h.input.floorArea ?? 0) >= 60 && (h.input.floorArea ?? 0) <= 100,
    ],
    [
      'from 646 ft² (60 m², rounded down to the tenth of m² a listing keeps)',
      { areaMin: 646, areaUnit: 'sqft' },
      (h) => (h.input.floorArea ?? 0) >= 60,
    ],
    [
      'available by 1 March 2027 (now, or on a day up to it; not those that do not say)',
      { availableBy: '2027-03-01' },
      (h) => h.input.availableFrom === 'now' || h.input.availableFrom === '2027-03-01',
    ],
    ['pets allowed', { pets: true }, (h) => h.input.petsAllowed === true],
    [
      'houses for rent with pets, from 50 m²',
      { kind: 'house', type: 'rent', pets: true, areaMin: 50 },
      (h) =>
        h.input.propertyKind === 'house' &&
        h.input.type === 'rent' &&
        h.input.petsAllowed === true &&
        (h.input.floorArea ?? 0) >= 50,
    ],
    ['on Main Street of the town', { place: `Main Street ${town}` }, (h) => h.input.location.includes('Main Street')],
  ])('%s: exactly those homes, newest first, and their count', async (_label, criteria, keep) => {
    const { ids } = await allPages(criteria);
    const expected = homes
      .filter(keep)
      .sort(byNewest)
      .map((h) => h.id);
    expect(ids).toEqual(expected);
    // The results summary's count: the same query, counted (issue 35, defect 10).
    expect(await countSearch(withPriceInEuros({ ...DEFAULT_CRITERIA, place: town, ...criteria }, LOCAL_RATES))).toEqual(
      {
        count: expected.length,
        more: false,
      },
    );
  });

  test('a map area searched keeps the list, its pages and its count to it (issue 53)', async () => {
    // Homes 5 to 17 stand between 48.05° and 48.17° north (and east of 2°).
    const area = { south: 48.045, west: 2, north: 48.175, east: 3 };
    const inArea = homes.filter((h) => h.input.geolocation.lat >= area.south && h.input.geolocation.lat <= area.north);
    expect(inArea).toHaveLength(13);
    for (const sort of SEARCH_SORTS) {
      const { ids, sizes } = await allPages({ area, sort });
      const order = sort === 'newest' ? byNewest : sort === 'price-asc' ? byPrice : byPriceDesc;
      expect(ids).toEqual([...inArea].sort(order).map((h) => h.id));
      expect(sizes).toEqual([10, 3]);
    }
    expect(await countSearch({ ...DEFAULT_CRITERIA, place: town, area })).toEqual({ count: 13, more: false });
  });

  test('results that fill their last page exactly end there, with no empty page after', async () => {
    const criteria = { ...DEFAULT_CRITERIA, place: town, type: 'rent' as const };
    const rentals = homes.filter((h) => h.input.type === 'rent').length;
    const first = await searchListings({ criteria, pageSize: rentals / 2 });
    expect(first.listings).toHaveLength(rentals / 2);
    expect(first.next).not.toBeNull();
    const second = await searchListings({ criteria, pageSize: rentals / 2, after: first.next });
    expect(second.listings).toHaveLength(rentals / 2);
    expect(second.next).toBeNull();
  });

  test('a place nobody lives in finds nothing, in one read', async () => {
    const page = await searchListings({ criteria: { ...DEFAULT_CRITERIA, place: `${town} nowhere` } });
    expect(page).toEqual({ listings: [], next: null });
  });
});

describe('homes that are let or sold (issue 36)', () => {
  test('are left out of a search unless it asks for them, on the list, the count and the map', async () => {
    const gone = `Gonetown${Date.now().toString(36)}`;
    const base = homes[0]!.input;
    const stored = (id: string, extra: Record<string, unknown>) => {
      const input = { ...base, location: `1 Main Street, ${gone}`, ...extra };
      return {
        id,
        data: { ...input, ...searchFieldsOf(input, LOCAL_RATES), userRef: 'o', timestamp: Timestamp.now() },
      };
    };
    const all = [
      stored(`${gone}-open`, {}),
      stored(`${gone}-offer`, { status: 'under-offer' }),
      stored(`${gone}-let`, { status: 'let-agreed' }),
    ];
    await env.withSecurityRulesDisabled(async (context) => {
      for (const { id, data } of all) await setDoc(doc(context.firestore(), 'listings', id), data);
    });
    written.push(...all.map(({ id }) => id));
    const criteria = { ...DEFAULT_CRITERIA, place: gone };
    const found = async (c: SearchCriteria) => (await searchListings({ criteria: c })).listings.map((l) => l.id).sort();
    expect(await found(criteria)).toEqual([`${gone}-offer`, `${gone}-open`]);
    expect(await found({ ...criteria, gone: true })).toEqual([`${gone}-let`, `${gone}-offer`, `${gone}-open`]);
    expect((await countSearch(criteria)).count).toBe(2);
    const area = { south: -90, west: -180, north: 90, east: 180 };
    expect((await searchArea({ criteria, area })).listings).toHaveLength(2);
    expect((await searchArea({ criteria: { ...criteria, gone: true }, area })).listings).toHaveLength(3);
  });
});

describe('the map: homes of the search inside an area', () => {
  // Homes 5 to 14 of the town: its homes lie on a diagonal, 0.01° apart.
  const area = { south: 48.045, west: 2.045, north: 48.145, east: 2.145 };
  const idsOf = (listings: { id: string }[]) => listings.map((l) => l.id).sort();
  const inArea = homes.slice(5, 15);

  test('exactly the homes inside the area, each filter still applied', async () => {
    const all = await searchArea({ criteria: { ...DEFAULT_CRITERIA, place: town }, area });
    expect(idsOf(all.listings)).toEqual(inArea.map((h) => h.id));
    expect(all.more).toBe(false);
    const rentals = await searchArea({ criteria: { ...DEFAULT_CRITERIA, place: town, type: 'rent' }, area });
    expect(idsOf(rentals.listings)).toEqual(inArea.filter((h) => h.input.type === 'rent').map((h) => h.id));
  });

  test('an area level with the homes but east of them finds none', async () => {
    const east = { ...area, west: 3, east: 4 };
    expect(await searchArea({ criteria: { ...DEFAULT_CRITERIA, place: town }, area: east })).toEqual({
      listings: [],
      more: false,
    });
  });

  test('past its cap it loads the cap, southernmost first, and says there are more', async () => {
    const capped = await querySearchArea({ ...DEFAULT_CRITERIA, place: town }, area, 4);
    expect(capped.listings.map((l) => l.id)).toEqual(inArea.slice(0, 4).map((h) => h.id));
    expect(capped.more).toBe(true);
  });
});

describe("around a place (issue 51): page by page in the list's own orders", () => {
  // The town's homes lie on a diagonal, 0.01° apart (1.3 km): 8 km around its 10th home, the box
  // around the circle holds homes 3 to 17, the circle homes 5 to 15.
  const centre = { lat: 48.1, lng: 2.1 };
  const km = 8;
  const around = { ...DEFAULT_CRITERIA, place: town, within: 't-0', radiusKm: km };

  test('the homes within the circle, in order, a page of the box at a time, its corners left out', async () => {
    const within = homes.filter((h) => distanceKm(centre, h.input.geolocation) <= km);
    expect(within.map((h) => h.id)).toEqual(homes.slice(5, 16).map((h) => h.id));
    for (const sort of SEARCH_SORTS) {
      const ids: string[] = [];
      const sizes: number[] = [];
      let after: SearchCursor | null = null;
      do {
        const page = await searchNearPage({ criteria: { ...around, sort }, centre, km, after }, searchListings);
        sizes.push(page.listings.length);
        ids.push(...page.listings.map((l) => l.id));
        after = page.next;
      } while (after && sizes.length < 10);
      const order = sort === 'newest' ? byNewest : sort === 'price-asc' ? byPrice : byPriceDesc;
      expect(ids, sort).toEqual([...within].sort(order).map((h) => h.id));
      // Two pages of the box's 15 homes (10, then 5): the 4 outside the circle are not shown.
      expect(sizes, sort).toHaveLength(2);
    }
  });

  test('nearest first: the homes within the circle by distance, in rings the counts chose', async () => {
    const within = homes
      .filter((h) => distanceKm(centre, h.input.geolocation) <= km)
      .sort((a, b) => distanceKm(centre, a.input.geolocation) - distanceKm(centre, b.input.geolocation));
    const ids: string[] = [];
    const sizes: number[] = [];
    let after: NearestCursor | null = null;
    do {
      const page = await searchNearestPage(
        { criteria: { ...around, sort: 'nearest' }, centre, km, after },
        { countSearch, searchListings },
      );
      sizes.push(page.listings.length);
      ids.push(...page.listings.map((l) => l.id));
      after = page.next;
    } while (after && sizes.length < 20);
    expect(ids).toEqual(within.map((h) => h.id));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(10);
    expect(sizes.length).toBeGreaterThan(1);
  });
});
