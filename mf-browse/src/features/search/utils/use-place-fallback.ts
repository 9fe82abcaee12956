import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { SearchCriteria, SearchModel } from '../../../api/search/load-search.ts';
import { placeFixQuery } from '../../../api/places/place-fix-query.ts';
import { resolutionNote } from './resolution-note.ts';
import { typedPlaceWords } from './search-summary.ts';

/** The note a put-right search carries in its history entry (so Back and Forward keep it). */
function noteOf(state: unknown): string | undefined {
  const note = (state as { placeNote?: unknown } | null)?.placeNote;
  return typeof note === 'string' ? note : undefined;
}

/**
 * When a search with a place finds nothing, looks the place's words up in the place index and,
 * when a better place is known (a word no address has left out, a typo put right), calls
 * `searchInstead` with it and what to say. Returns the note of a search that was put right, and
 * whether a search that may yet be put right is still being checked (`checking`: the count is
 * not known, or it is 0 and the index is asked, or the better search is on its way), so that the
 * page says "0 homes" only when it is so (issue 86: a misspelt place flashed "No homes match").
 * `applies`: the page searches by the place's words (not within a town, an area or around one).
 */
export function usePlaceFallback(
  criteria: SearchCriteria,
  { placeQuery }: Pick<SearchModel, 'placeQuery'>,
  { applies, found, counting }: { applies: boolean; found: { count: number } | undefined; counting: boolean },
  searchInstead: (place: string, note: string) => void,
): { note: string | undefined; checking: boolean } {
  const foundNothing = applies && found?.count === 0;
  const note = noteOf(useLocation().state);
  const { words, start } = placeQuery(criteria.place);
  // The words as typed, in the same order, for what the page says.
  const typed = typedPlaceWords(criteria.place, start, words.length);
  const { i18n } = useLingui();
  const fix = useQuery({
    ...placeFixQuery(words, typed),
    enabled: foundNothing && words.length > 0 && note === undefined,
  });
  const better = foundNothing && note === undefined ? fix.data : undefined;
  useEffect(() => {
    if (better) searchInstead(better.place, resolutionNote(i18n, better, criteria.place));
    // Once per answer: the search it leads to is another page state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [better]);
  const mayBePutRight = applies && words.length > 0 && note === undefined;
  const checking = mayBePutRight && (found === undefined ? counting : found.count === 0 && (fix.isPending || !!better));
  return { note, checking };
}
