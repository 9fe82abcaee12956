import { queryOptions } from '@tanstack/react-query';
import { browseKeys } from '../query-keys.ts';

/**
 * The server's exchange rates: one small read, kept for the visit (they change once a day). Its
 * code (the table's schema, the read) loads with the first search that needs it, not with the page.
 */
export function exchangeRatesQuery() {
  return queryOptions({
    queryKey: browseKeys.exchangeRates(),
    queryFn: async () => (await import('./exchange-rates.ts')).fetchExchangeRates(),
    staleTime: 60 * 60_000,
  });
}
