import { queryOptions } from '@tanstack/react-query';
import { browseKeys } from '../query-keys.ts';
import { fetchExchangeRates } from './exchange-rates.ts';

/** The server's exchange rates: one small read, kept for the visit (they change once a day). */
export function exchangeRatesQuery() {
  return queryOptions({
    queryKey: browseKeys.exchangeRates(),
    queryFn: fetchExchangeRates,
    staleTime: 60 * 60_000,
  });
}
