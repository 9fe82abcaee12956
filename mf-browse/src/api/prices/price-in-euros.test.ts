import { LOCAL_RATES, type Listing } from 'listing-domain';
import { describe, expect, test } from 'vitest';
import { DEFAULT_CRITERIA } from '../search/search-query.ts';
import { convertedPriceLabel } from './converted-price.ts';
import { withPriceInEuros } from './price-in-euros.ts';

describe("a search's price range", () => {
  test('is converted to euros from the currency chosen, rounded outwards to the cent', () => {
    const criteria = withPriceInEuros(
      { ...DEFAULT_CRITERIA, priceMin: 880, priceMax: 2500, currency: 'GBP' },
      LOCAL_RATES,
    );
    expect(criteria.priceEur).toEqual({ min: 1000, max: 2840.91 });
  });

  test('without a currency is in US dollars (older addresses); without a range there is none', () => {
    expect(withPriceInEuros({ ...DEFAULT_CRITERIA, priceMax: 1160 }, LOCAL_RATES).priceEur).toEqual({
      min: 0,
      max: 1000,
    });
    expect(withPriceInEuros({ ...DEFAULT_CRITERIA, priceEur: { min: 1, max: 2 } }, LOCAL_RATES)).toEqual(
      DEFAULT_CRITERIA,
    );
  });
});

describe('a price in another currency', () => {
  const home = (currency: Listing['currency'], regularPrice: number) =>
    ({ currency, offer: false, regularPrice }) as Pick<Listing, 'currency' | 'offer' | 'regularPrice'>;

  test('is shown converted, to three figures', () => {
    expect(convertedPriceLabel(home('DKK', 5_180_000), 'EUR', LOCAL_RATES)).toBe('≈ €694,000');
    expect(convertedPriceLabel(home('EUR', 1_020), 'USD', LOCAL_RATES)).toBe('≈ $1,180');
    expect(convertedPriceLabel(home(undefined, 1_200), 'GBP', LOCAL_RATES)).toBe('≈ £910');
  });

  test('is not converted in its own currency; waits for the rates with an empty line (its place kept)', () => {
    expect(convertedPriceLabel(home('GBP', 2_400), 'GBP', LOCAL_RATES)).toBeUndefined();
    expect(convertedPriceLabel(home('GBP', 2_400), 'GBP', undefined)).toBeUndefined();
    expect(convertedPriceLabel(home('DKK', 5_180_000), 'EUR', undefined)).toBe('');
  });
});
