import { describe, expect, test } from 'vitest';
import { ownerTouched } from './owner-touch.ts';

const home = { name: 'Harbour flat', regularPrice: 1200, geolocation: { lat: 1, lng: 2 }, searchKeys: ['a'] };

describe('ownerTouched', () => {
  test('a create, an edit, a status change and a renewal are touches', () => {
    expect(ownerTouched(undefined, home)).toBe(true);
    expect(ownerTouched(home, { ...home, regularPrice: 1100 })).toBe(true);
    expect(ownerTouched(home, { ...home, geolocation: { lat: 1, lng: 3 } })).toBe(true);
    expect(ownerTouched(home, { ...home, status: 'under-offer' })).toBe(true);
    expect(ownerTouched(home, { ...home, renewedAt: new Date() })).toBe(true);
  });

  test("the server's own fields are not", () => {
    const server = {
      ...home,
      searchKeys: [],
      listed: false,
      touchedAt: new Date(),
      careDueAt: new Date(),
      staleAskedAt: new Date(),
      priceEur: 1000,
      place: { town: 'x' },
      priceCut: { from: 1300 },
    };
    expect(ownerTouched(home, server)).toBe(false);
    expect(ownerTouched(home, { ...home, geolocation: { lng: 2, lat: 1 } })).toBe(false);
  });
});
