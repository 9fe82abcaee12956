import { useQuery } from '@tanstack/react-query';
import { currencyOfCountry, currencyOfLocale, DEFAULT_CURRENCY, readerLocale, type Listing } from 'listing-domain';
import { useMemo } from 'react';
import type { NamedPlace } from '../../../api/places/gazetteer-resolution.ts';
import { convertedPriceLabel } from '../../../api/prices/converted-price.ts';
import { exchangeRatesQuery } from '../../../api/prices/exchange-rates-query.ts';
import type { SearchCriteria, SearchModel } from '../../../api/search/load-search.ts';
import type { SearchPlace } from './search-params.ts';

/**
 * What a search asks and shows once prices are understood across currencies (issue 53): the
 * criteria searched (a price range converted to euros with the server's rates; undefined until
 * they are read), the ones the list and its count read (the map's area too, once searched, not
 * around a place), the currency prices are shown in (the one chosen, else the searched place's,
 * else the reader's; a price range from an older address that names none is in US dollars), and
 * the converted figure of a listing priced in another; `rates` as read. `ratesWanted`: the rates are read for a
 * price range always, else once something shows prices.
 */
export function useSearchedPrices(
  criteria: SearchCriteria,
  place: SearchPlace,
  named: NamedPlace | null | undefined,
  model: Pick<SearchModel, 'withPriceInEuros'>,
  ratesWanted: boolean,
) {
  const priced = criteria.priceMin !== undefined || criteria.priceMax !== undefined;
  const rates = useQuery({ ...exchangeRatesQuery(), enabled: priced || ratesWanted }).data;
  const searched = useMemo(
    () => (!priced ? criteria : rates ? model.withPriceInEuros(criteria, rates) : undefined),
    [priced, criteria, rates, model],
  );
  const listed = useMemo(
    () => (searched && place.area && !criteria.radiusKm ? { ...searched, area: place.area } : searched),
    [searched, place.area, criteria.radiusKm],
  );
  const currency =
    criteria.currency ??
    (priced
      ? DEFAULT_CURRENCY
      : (currencyOfCountry(named?.country) ?? currencyOfLocale(readerLocale()) ?? DEFAULT_CURRENCY));
  const convertedPrice = useMemo(
    () => (listing: Listing) => convertedPriceLabel(listing, currency, rates),
    [currency, rates],
  );
  return { priced, rates, searched, listed, currency, convertedPrice };
}
