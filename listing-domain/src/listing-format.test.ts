import { describe, expect, test } from 'vitest';
import {
  discountAmount,
  formatPrice,
  isSafeHttpUrl,
  priceLabel,
  roomsLabel,
  weeklyRentLabel,
} from './listing-format.ts';

describe('listing display', () => {
  test('prices get thousands separators', () => {
    expect(formatPrice(50)).toBe('50');
    expect(formatPrice(1500)).toBe('1,500');
    expect(formatPrice(750000000)).toBe('750,000,000');
  });

  test("rent shows '/ Month' and offers show the discounted price", () => {
    expect(priceLabel({ type: 'rent', offer: false, regularPrice: 2500 })).toBe('$2,500 / Month');
    expect(priceLabel({ type: 'sale', offer: true, regularPrice: 300000, discountedPrice: 280000 })).toBe('$280,000');
  });

  test('rooms are singular for one and plural otherwise', () => {
    expect(roomsLabel(1, 'Bedroom')).toBe('1 Bedroom');
    expect(roomsLabel(2, 'Bedroom')).toBe('2 Bedrooms');
    expect(roomsLabel(1, 'Bathroom')).toBe('1 Bathroom');
    expect(roomsLabel(3, 'Bathroom')).toBe('3 Bathrooms');
  });

  test('the discount is regular minus discounted price, only on offer', () => {
    expect(discountAmount({ offer: true, regularPrice: 3000, discountedPrice: 2000 })).toBe(1000);
    expect(discountAmount({ offer: false, regularPrice: 3000 })).toBeNull();
  });

  test('only http(s) addresses count as safe image sources', () => {
    expect(isSafeHttpUrl('https://example.com/a.png')).toBe(true);
    expect(isSafeHttpUrl('http://127.0.0.1:9199/v0/b/x/o/a')).toBe(true);
    expect(isSafeHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeHttpUrl('data:image/png;base64,AAAA')).toBe(false);
    expect(isSafeHttpUrl('not a url')).toBe(false);
  });
});

describe('weeklyRentLabel (issue 86)', () => {
  const rent = { type: 'rent' as const, offer: false, regularPrice: 2400, currency: 'GBP' as const };
  test("a UK rent by the week beside the month's: × 12 / 52, to the whole pound; the offer's price when on offer", () => {
    expect(weeklyRentLabel({ ...rent, country: 'GB' })).toBe('About £554 / Week');
    expect(weeklyRentLabel({ ...rent, country: 'GB', offer: true, discountedPrice: 2200 })).toBe('About £508 / Week');
  });
  test('none elsewhere, for a sale, or before the server placed the home', () => {
    expect(weeklyRentLabel({ ...rent, country: 'FR', currency: 'EUR' })).toBeNull();
    expect(weeklyRentLabel({ ...rent, type: 'sale', country: 'GB' })).toBeNull();
    expect(weeklyRentLabel(rent)).toBeNull();
  });
});
