// What a search page needs of the place index, loaded when first used (a search that found
// nothing, a place being typed), never with the page itself.
import { placeLookup, placesStartingWith } from './places.ts';
import { resolvePlace, type PlaceResolution } from './place-resolution.ts';
import { placeSuggestions, typedWord } from './place-suggestions.ts';

export { resolutionNote } from './place-resolution.ts';
export type { PlaceResolution } from './place-resolution.ts';

/** What to search instead of the place `words` (folded) typed as `typed`; null: nothing better. */
export const resolveSearchPlace = (words: string[], typed: string[]): Promise<PlaceResolution | null> =>
  resolvePlace(words, typed, placeLookup);

/** The texts to suggest while `text` is typed in a place box (none for a word under 2 letters). */
export async function suggestPlaces(text: string): Promise<string[]> {
  const word = typedWord(text);
  if (!word) return [];
  return placeSuggestions(text, await placesStartingWith(word, 20));
}
