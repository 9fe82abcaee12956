import { describe, expect, test } from 'vitest';
import { parseListing } from './listing-parser.ts';
import { priceCutLabel, priceFall } from './price-cut.ts';

const now = new Date('2026-11-26T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
const home = { offer: false, regularPrice: 900, currency: 'EUR' as const };

describe('a reduced price', () => {
  test('shows with the previous price for 30 days', () => {
    expect(priceCutLabel({ ...home, priceCut: { from: 1200, at: daysAgo(1) } }, now)).toBe('Reduced from €1,200');
    expect(priceCutLabel({ ...home, priceCut: { from: 1200, at: daysAgo(30) } }, now)).toBe('Reduced from €1,200');
    expect(priceCutLabel({ ...home, priceCut: { from: 1200, at: daysAgo(31) } }, now)).toBeNull();
  });
  test('not once the price is back up, nor without a reduction', () => {
    expect(priceCutLabel({ ...home, regularPrice: 1300, priceCut: { from: 1200, at: daysAgo(1) } }, now)).toBeNull();
    expect(priceCutLabel(home, now)).toBeNull();
  });
  test('the parser keeps the server’s note, and nothing malformed', () => {
    const stored = {
      type: 'rent',
      name: 'Reduced flat in town',
      bedrooms: 1,
      bathrooms: 1,
      location: 'X',
      regularPrice: 900,
      geolocation: { lat: 1, lng: 1 },
      imgUrls: [],
      userRef: 'u',
    };
    expect(parseListing('l', { ...stored, priceCut: { from: 1200, at: daysAgo(2) } })?.priceCut).toEqual({
      from: 1200,
      at: daysAgo(2),
    });
    expect(parseListing('l', { ...stored, priceCut: { from: 'x', at: daysAgo(2) } })?.priceCut).toBeUndefined();
  });
});

describe('a fall of the stored price to pay', () => {
  const stored = (priceToPay: unknown, currencyCode = 'GBP') => ({ priceToPay, currencyCode });

  test('is the price before, when the price to pay fell in the same currency', () => {
    expect(priceFall(stored(1500), stored(1300))).toBe(1500);
  });

  test('is none for a rise, the same price, another currency, a new listing or a price not stored yet', () => {
    expect(priceFall(stored(1300), stored(1500))).toBeNull();
    expect(priceFall(stored(1300), stored(1300))).toBeNull();
    expect(priceFall(stored(1500, 'GBP'), stored(1300, 'EUR'))).toBeNull();
    expect(priceFall(undefined, stored(1300))).toBeNull();
    expect(priceFall(stored(undefined), stored(1300))).toBeNull();
  });
});
