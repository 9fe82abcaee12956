import { describe, expect, test } from 'vitest';
import { DEFAULT_CRITERIA } from '../../../api/search/search-query.ts';
import { inNamedPlace } from './in-named-place.ts';

const bristol = { id: 't-2654675', country: 'GB' };

describe('the search in a named place (issue 86: the currency follows the place)', () => {
  test('a price range that names no currency is in the place’s', () => {
    const next = inNamedPlace({ ...DEFAULT_CRITERIA, place: 'Bristol', type: 'rent', priceMax: 2500 }, bristol);
    expect(next).toMatchObject({ within: 't-2654675', priceMax: 2500, currency: 'GBP' });
  });

  test('a currency the person chose stays, and without a price none is written', () => {
    expect(
      inNamedPlace({ ...DEFAULT_CRITERIA, place: 'Bristol', priceMax: 2500, currency: 'EUR' }, bristol).currency,
    ).toBe('EUR');
    expect(inNamedPlace({ ...DEFAULT_CRITERIA, place: 'Bristol' }, bristol).currency).toBeUndefined();
  });

  test('a place whose country has no currency the site knows leaves the range as it was', () => {
    const next = inNamedPlace(
      { ...DEFAULT_CRITERIA, place: 'Somewhere', priceMin: 100 },
      { id: 'c-XX', country: 'XX' },
    );
    expect(next.currency).toBeUndefined();
    expect(next.within).toBe('c-XX');
  });
});
