// A better place for a search's place words that found nothing (a word no address has left out,
// a typo put right), and what the page says of it: null when none is known.
import { queryOptions } from '@tanstack/react-query';
import { browseKeys } from '../query-keys.ts';
import { loadPlaces } from './load-places.ts';

/** `words`: the place's words as searched; `typed`: as typed, in the same order; `place`: the field's text. */
export function placeFixQuery(words: string[], typed: string[], place: string) {
  return queryOptions({
    queryKey: browseKeys.placeFix(words.join(' ')),
    queryFn: async () => {
      const places = await loadPlaces();
      const resolution = await places.resolveSearchPlace(words, typed);
      return resolution ? { place: resolution.place, note: places.resolutionNote(resolution, place) } : null;
    },
    staleTime: 60_000,
    retry: false,
  });
}
