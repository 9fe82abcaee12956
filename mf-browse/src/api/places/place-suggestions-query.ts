// The places the Place field suggests for what was typed (two letters or more), as a query.
import { queryOptions } from '@tanstack/react-query';
import { browseKeys } from '../query-keys.ts';
import { loadPlaces } from './load-places.ts';

export function placeSuggestionsQuery(typed: string) {
  return queryOptions({
    queryKey: browseKeys.placeSuggestions(typed.trim()),
    queryFn: async () => (await loadPlaces()).suggestPlaces(typed),
    enabled: typed.trim().length >= 2,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
