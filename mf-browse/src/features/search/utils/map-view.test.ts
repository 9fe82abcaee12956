import { describe, expect, test } from 'vitest';
import { markerPrice } from './map-view.ts';

describe('a map marker price', () => {
  test.each([
    [950, '$950'],
    [2400, '$2.4K'],
    [1_250_000, '$1.3M'],
    [750_000_000, '$750M'],
  ])('%d reads %s', (price, label) => {
    expect(markerPrice(price)).toBe(label);
  });

  test("in the listing's currency", () => {
    expect(markerPrice(2400, 'EUR')).toBe('€2.4K');
    expect(markerPrice(350_000, 'GBP')).toBe('£350K');
  });
});
