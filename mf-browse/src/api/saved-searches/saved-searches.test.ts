import { LOCAL_RATES } from 'listing-domain';
import { withPriceInEuros } from '../prices/price-in-euros.ts';
import { describe, expect, test } from 'vitest';
import { DEFAULT_CRITERIA } from '../search/search-query.ts';
import { searchMatchOf } from './search-ranges.ts';
import { savedSearchName } from './saved-searches.ts';

describe('a saved search', () => {
  test('is named after the search’s summary, without its quotes, at most 60 characters', () => {
    expect(savedSearchName('Homes for rent in “Lyon” · up to $900')).toBe('Homes for rent in Lyon · up to $900');
    expect(savedSearchName('  ')).toBe('A search');
    const long = savedSearchName(`Homes for rent in ${'x'.repeat(80)}`);
    expect(long).toHaveLength(60);
    expect(long.endsWith('…')).toBe(true);
  });

  test('keeps what the server matches with: the search’s key and its ranges, as its query has them', () => {
    const criteria = { ...DEFAULT_CRITERIA, place: 'Lyon', type: 'rent' as const, priceMax: 900, bedroomsMin: 2 };
    const match = searchMatchOf(withPriceInEuros({ ...criteria, currency: 'EUR' }, LOCAL_RATES));
    expect(match.key).toContain('lyon');
    expect(match.key).toContain('rent');
    // Its price range in euros (issue 53), as the listings' prices are kept.
    expect(match.ranges.priceEur).toEqual({ min: 0, max: 900 });
    expect(match.ranges.bedrooms).toEqual({ min: 2 });
    // Let and sold homes are left out, as the search leaves them.
    expect(match.ranges.availableDay).toEqual({ min: 0, max: 99991231 });
  });
});
