import type { Listing } from 'listing-domain';
import { describe, expect, test, vi } from 'vitest';
import { SearchCursor } from './search-cursor.ts';
import type { SearchPage } from './search-operations.ts';
import { boxAround, criteriaAround, distanceKm, searchNearPage } from './search-near.ts';
import { DEFAULT_CRITERIA } from './search-query.ts';

const EDINBURGH = { lat: 55.95206, lng: -3.19648 };

const home = (id: string, lat: number, lng: number, price: number, day: number) =>
  ({
    id,
    geolocation: { lat, lng },
    regularPrice: price,
    offer: false,
    timestamp: new Date(Date.UTC(2026, 10, day)),
  }) as Listing;

describe('a search around a place', () => {
  test('distances on the globe: Edinburgh to Musselburgh ~9 km, to Lyon ~1,263 km', () => {
    expect(distanceKm(EDINBURGH, { lat: 55.9417, lng: -3.0542 })).toBeCloseTo(8.9, 0);
    expect(distanceKm(EDINBURGH, { lat: 45.764, lng: 4.8357 })).toBeCloseTo(1263, 0);
  });

  test('the box read holds the whole circle, wider in longitude the further north', () => {
    const box = boxAround(EDINBURGH, 5);
    for (const bearing of [0, 45, 90, 135, 180, 225, 270, 315]) {
      const rad = (bearing * Math.PI) / 180;
      const lat = EDINBURGH.lat + (5 / 111.32) * Math.cos(rad);
      const lng = EDINBURGH.lng + (5 / (111.32 * Math.cos((EDINBURGH.lat * Math.PI) / 180))) * Math.sin(rad);
      expect(lat).toBeGreaterThanOrEqual(box.south);
      expect(lat).toBeLessThanOrEqual(box.north);
      expect(lng).toBeGreaterThanOrEqual(box.west);
      expect(lng).toBeLessThanOrEqual(box.east);
    }
    expect(box.east - box.west).toBeGreaterThan(box.north - box.south);
  });

  test('around a place, the homes of every place count: its name and its town leave the key', () => {
    const around = criteriaAround({
      ...DEFAULT_CRITERIA,
      place: 'Edinburgh',
      within: 't-2650225',
      radiusKm: 5,
      type: 'rent',
    });
    expect(around).toEqual({ ...DEFAULT_CRITERIA, place: '', type: 'rent' });
  });

  describe("page by page in the list's own orders", () => {
    const cursor = (id: string) => new SearchCursor([1], id);
    const inside = home('inside', 55.9533, -3.1883, 1500, 1); // 0.5 km
    const corner = home('corner', 55.99, -3.1, 500, 4); // 7 km, in the 5 km box's corner
    const around = {
      ...DEFAULT_CRITERIA,
      place: 'Edinburgh',
      within: 't-2650225',
      radiusKm: 5,
      sort: 'price-asc' as const,
    };

    test("reads the search's page of the box around the circle, keeps the circle, continues from the last read", async () => {
      const pages: SearchPage[] = [{ listings: [corner, inside], next: cursor('inside') }];
      const search = vi.fn(async () => pages.shift()!);
      const page = await searchNearPage({ criteria: around, centre: EDINBURGH, km: 5 }, search);
      expect(page.listings.map((l) => l.id)).toEqual(['inside']);
      expect(page.next).toEqual(cursor('inside'));
      expect(search).toHaveBeenCalledTimes(1);
      // Every place's homes, in the box, in the order asked.
      expect(search).toHaveBeenCalledWith({
        criteria: { ...DEFAULT_CRITERIA, place: '', sort: 'price-asc', area: boxAround(EDINBURGH, 5) },
        after: null,
      });
    });

    test('a page whose homes all lie in the corners is followed by the next', async () => {
      const pages: SearchPage[] = [
        { listings: [corner], next: cursor('a') },
        { listings: [corner], next: cursor('b') },
        { listings: [inside], next: cursor('c') },
      ];
      const search = vi.fn(async (_options: { after?: SearchCursor | null }) => pages.shift()!);
      const page = await searchNearPage({ criteria: around, centre: EDINBURGH, km: 5, after: cursor('start') }, search);
      expect(page.listings.map((l) => l.id)).toEqual(['inside']);
      expect(page.next).toEqual(cursor('c'));
      expect(search.mock.calls.map(([options]) => options.after)).toEqual([cursor('start'), cursor('a'), cursor('b')]);
    });

    test('the last page has no next; reads stop after four pages of corners (Load More goes on)', async () => {
      const last = vi.fn(async () => ({ listings: [corner], next: null }));
      expect(await searchNearPage({ criteria: around, centre: EDINBURGH, km: 5 }, last)).toEqual({
        listings: [],
        next: null,
      });
      const corners = vi.fn(async () => ({ listings: [corner], next: cursor('more') }));
      expect(await searchNearPage({ criteria: around, centre: EDINBURGH, km: 5 }, corners)).toEqual({
        listings: [],
        next: cursor('more'),
      });
      expect(corners).toHaveBeenCalledTimes(4);
    });
  });
});
