// A search's price range in euros (issue 53): what the search compares with each listing's
// `priceEur` (derived by the server with the same rates), so homes in every currency are found.
import { DEFAULT_CURRENCY, euroBound, LISTING_LIMITS, type Currency, type ExchangeRates } from 'listing-domain';
import { ANY_PRICE_EUR, isPriced, type SearchCriteria } from '../search/search-query.ts';

/** The currency a search's price range is in: the one chosen, else US dollars (older addresses). */
export const priceRangeCurrency = (criteria: Pick<SearchCriteria, 'currency'>): Currency =>
  criteria.currency ?? DEFAULT_CURRENCY;

/** The criteria with their price range in euros (none without a range). */
export function withPriceInEuros(criteria: SearchCriteria, rates: ExchangeRates): SearchCriteria {
  const { priceEur: _old, ...rest } = criteria;
  if (!isPriced(criteria)) return rest;
  const currency = priceRangeCurrency(criteria);
  const limit = (amount: number) => Math.min(Math.max(amount, LISTING_LIMITS.priceMin), LISTING_LIMITS.priceMax);
  return {
    ...rest,
    priceEur: {
      min:
        criteria.priceMin === undefined
          ? ANY_PRICE_EUR.min
          : euroBound(limit(criteria.priceMin), currency, rates, 'min'),
      max:
        criteria.priceMax === undefined
          ? ANY_PRICE_EUR.max
          : euroBound(limit(criteria.priceMax), currency, rates, 'max'),
    },
  };
}
