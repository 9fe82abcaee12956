// A better place for a search's place words that found nothing (a word no address has left out,
// a typo put right): null when none is known. The page says what it changed (resolution-note.ts).
import { queryOptions } from '@tanstack/react-query';
import { browseKeys } from '../query-keys.ts';
import { loadPlaces } from './load-places.ts';

/** `words`: the place's words as searched; `typed`: as typed, in the same order. */
export function placeFixQuery(words: string[], typed: string[]) {
  return queryOptions({
    queryKey: browseKeys.placeFix(words.join(' ')),
    queryFn: async () => {
      const places = await loadPlaces();
      return places.resolveSearchPlace(words, typed);
    },
    staleTime: 60_000,
    retry: false,
  });
}
