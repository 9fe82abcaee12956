// The places the Place field suggests for what was typed (two letters or more), as a query.
import { queryOptions } from '@tanstack/react-query';
import { browseKeys } from '../query-keys.ts';
import { loadPlaces } from './load-places.ts';

/** `locale`: the language the places are named in ("Écosse" in French). */
export function placeSuggestionsQuery(typed: string, locale: string) {
  return queryOptions({
    queryKey: browseKeys.placeSuggestions(typed.trim(), locale),
    queryFn: async () => (await loadPlaces()).suggestPlaces(typed, locale),
    enabled: typed.trim().length >= 2,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
