import { PAGE_SIZE, type Listing } from 'listing-domain';
import { describe, expect, test, vi } from 'vitest';
import { SearchCursor } from './search-cursor.ts';
import { boxAround, distanceKm } from './search-near.ts';
import { RING_MAX, nextRingKm, ringStrips, searchNearestPage, type NearestCursor } from './search-nearest.ts';
import { DEFAULT_CRITERIA, type MapArea, type SearchCriteria } from './search-query.ts';

const EDINBURGH = { lat: 55.95206, lng: -3.19648 };

/** A repeatable scatter of `n` homes within `spreadKm` of Edinburgh (denser near the centre). */
function scatter(n: number, spreadKm: number): Listing[] {
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  return Array.from({ length: n }, (_, i) => {
    const r = spreadKm * random() ** 1.5;
    const angle = random() * 2 * Math.PI;
    const lat = EDINBURGH.lat + (r / 111.32) * Math.cos(angle);
    const lng = EDINBURGH.lng + (r / (111.32 * Math.cos((EDINBURGH.lat * Math.PI) / 180))) * Math.sin(angle);
    return { id: `home-${String(i).padStart(3, '0')}`, geolocation: { lat, lng } } as Listing;
  });
}

const inArea = (area: MapArea) => (home: Listing) =>
  home.geolocation.lat >= area.south &&
  home.geolocation.lat <= area.north &&
  home.geolocation.lng >= area.west &&
  home.geolocation.lng <= area.east;

/** Firestore as the page reads it: counts (to 200, then "more") and pages of an area's homes. */
function backend(homes: Listing[]) {
  const documents: string[] = [];
  const counts: MapArea[] = [];
  return {
    documents,
    counts,
    countSearch: vi.fn(async (criteria: SearchCriteria) => {
      counts.push(criteria.area!);
      const count = homes.filter(inArea(criteria.area!)).length;
      return { count: Math.min(count, 200), more: count > 200 };
    }),
    searchListings: vi.fn(
      async (options: { criteria: SearchCriteria; pageSize?: number; after?: SearchCursor | null }) => {
        const found = homes.filter(inArea(options.criteria.area!));
        const start = options.after ? found.findIndex((home) => home.id === options.after!.id) + 1 : 0;
        const page = found.slice(start, start + (options.pageSize ?? PAGE_SIZE) + 1);
        const shown = page.slice(0, options.pageSize ?? PAGE_SIZE);
        documents.push(...page.map((home) => home.id));
        const last = shown.at(-1);
        return { listings: shown, next: page.length > shown.length && last ? new SearchCursor([], last.id) : null };
      },
    ),
  };
}

const around: SearchCriteria = {
  ...DEFAULT_CRITERIA,
  place: 'Edinburgh',
  within: 't-2650225',
  radiusKm: 5,
  sort: 'nearest',
};

async function everyPage(homes: Listing[], km: number) {
  const reads = backend(homes);
  const pages: Listing[][] = [];
  let after: NearestCursor | null = null;
  do {
    const page = await searchNearestPage({ criteria: around, centre: EDINBURGH, km, after }, reads);
    pages.push(page.listings);
    after = page.next;
  } while (after && pages.length < 100);
  return { pages, reads };
}

describe('nearest first, rings read outwards', () => {
  test('every home of the circle once, nearest first, ten to a page at most', async () => {
    const homes = scatter(300, 12);
    const { pages, reads } = await everyPage(homes, 5);
    const expected = homes
      .filter((home) => distanceKm(EDINBURGH, home.geolocation) <= 5)
      .sort((a, b) => distanceKm(EDINBURGH, a.geolocation) - distanceKm(EDINBURGH, b.geolocation));
    expect(expected.length).toBeGreaterThan(60);
    expect(pages.flat().map((home) => home.id)).toEqual(expected.map((home) => home.id));
    expect(Math.max(...pages.map((page) => page.length))).toBeLessThanOrEqual(PAGE_SIZE);
    // No home read twice (a home on a strip's edge aside: none here), none past the circle's box.
    const box = homes.filter(inArea(boxAround(EDINBURGH, 5)));
    expect(new Set(reads.documents).size).toBe(reads.documents.length);
    expect(reads.documents.length).toBe(box.length);
  });

  test('the first page reads about a page, not the circle, and asks every place of the search', async () => {
    const homes = scatter(300, 12);
    const reads = backend(homes);
    const page = await searchNearestPage({ criteria: around, centre: EDINBURGH, km: 10 }, reads);
    expect(page.listings.length).toBeGreaterThan(0);
    expect(reads.documents.length).toBeLessThanOrEqual(RING_MAX);
    expect(page.next).not.toBeNull();
    const asked = reads.searchListings.mock.calls[0]![0].criteria;
    expect(asked).toMatchObject({ place: '', sort: 'newest' });
    expect(asked.within).toBeUndefined();
    // The nearest of them, in order, from the centre out.
    const distances = page.listings.map((home) => distanceKm(EDINBURGH, home.geolocation));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const nearest = Math.min(...homes.map((home) => distanceKm(EDINBURGH, home.geolocation)));
    expect(distances[0]).toBe(nearest);
  });

  test('a sparse circle is one count round and one read of its box', async () => {
    const homes = scatter(6, 3);
    const { pages, reads } = await everyPage(homes, 5);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toHaveLength(6);
    expect(reads.countSearch).toHaveBeenCalledTimes(6);
    expect(reads.searchListings).toHaveBeenCalledTimes(1);
    // A strip's page: the ring's homes as counted, at least a page and one.
    expect(reads.searchListings.mock.calls[0]![0].pageSize).toBe(RING_MAX);
  });

  test('homes packed in a band: the halving goes below it, then between', async () => {
    // Twelve homes 0.6 to 0.95 km off (more than a ring may hold), none nearer, in a 32 km circle:
    // no radius of the first round fits, the first of the second holds none.
    const band = Array.from({ length: 12 }, (_, i) => {
      const r = 0.6 + i * 0.03;
      const angle = (i * 2 * Math.PI) / 12;
      return {
        id: `band-${String(i).padStart(2, '0')}`,
        geolocation: {
          lat: EDINBURGH.lat + (r / 111.32) * Math.cos(angle),
          lng: EDINBURGH.lng + (r / (111.32 * Math.cos((EDINBURGH.lat * Math.PI) / 180))) * Math.sin(angle),
        },
      } as Listing;
    });
    const { pages } = await everyPage(band, 32);
    const expected = [...band].sort(
      (a, b) => distanceKm(EDINBURGH, a.geolocation) - distanceKm(EDINBURGH, b.geolocation),
    );
    expect(pages.flat().map((home) => home.id)).toEqual(expected.map((home) => home.id));
  });

  test('an empty circle: one empty page, no next', async () => {
    const { pages } = await everyPage(
      scatter(20, 30).filter((h) => distanceKm(EDINBURGH, h.geolocation) > 2),
      1,
    );
    expect(pages).toEqual([[]]);
  });

  test("the ring's strips cover the outer box less the inner one", () => {
    const strips = ringStrips(EDINBURGH, 2, 5);
    const outer = boxAround(EDINBURGH, 5);
    const inner = boxAround(EDINBURGH, 2);
    for (const home of scatter(400, 8)) {
      const inOuter = inArea(outer)(home);
      const strictlyInner =
        home.geolocation.lat > inner.south &&
        home.geolocation.lat < inner.north &&
        home.geolocation.lng > inner.west &&
        home.geolocation.lng < inner.east;
      const covered = strips.filter((strip) => inArea(strip)(home)).length;
      expect(covered > 0).toBe(inOuter && !strictlyInner);
    }
    expect(ringStrips(EDINBURGH, 0, 5)).toEqual([outer]);
  });

  test('the next ring holds at most a page and one more, found with counts', async () => {
    const homes = scatter(500, 20);
    const reads = backend(homes);
    const { radius: km, homes: counted } = await nextRingKm(
      { around: { ...DEFAULT_CRITERIA, place: '' }, centre: EDINBURGH, readKm: 0, read: 0, km: 20 },
      reads.countSearch,
    );
    const inBox = homes.filter(inArea(boxAround(EDINBURGH, km))).length;
    expect(inBox).toBeLessThanOrEqual(RING_MAX);
    expect(inBox).toBeGreaterThan(0);
    expect(counted).toBe(inBox);
    expect(km).toBeLessThan(20);
    // Two rounds of halving radii, then three between: three round trips.
    expect(reads.countSearch.mock.calls.length).toBeLessThanOrEqual(15);
  });
});
