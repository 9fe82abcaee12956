// What a search page needs of the place index, loaded when first used (a search that found
// nothing, a place being typed), never with the page itself.
import { gazetteerLabel, placeNameKey } from 'listing-domain';
import { gazetteerNamesOf, gazetteerNamesStartingWith, gazetteerPlace } from './gazetteer.ts';
import { gazetteerSuggestions, resolveGazetteerPlace, type NamedPlace } from './gazetteer-resolution.ts';
import { placeLookup, placesStartingWith } from './places.ts';
import { resolvePlace, type PlaceResolution } from './place-resolution.ts';
import { placeSuggestions, typedWord } from './place-suggestions.ts';

export type { PlaceResolution } from './place-resolution.ts';

/** What to search instead of the place `words` (folded) typed as `typed`; null: nothing better. */
export const resolveSearchPlace = (words: string[], typed: string[]): Promise<PlaceResolution | null> =>
  resolvePlace(words, typed, placeLookup);

export { gazetteerPlace };
export type { NamedPlace };

/** The town, region or country `text` names (issue 51), or null: the search goes by the addresses' words. */
export const resolveNamedPlace = (text: string): Promise<NamedPlace | null> =>
  resolveGazetteerPlace(text, gazetteerNamesOf);

/**
 * The texts to suggest while `text` is typed in a place box (none under 2 letters): the towns,
 * regions and countries whose name starts with what is typed after the last comma, named with
 * their region and country in `locale`'s language (issues 51, 88); else the places of the addresses'
 * words.
 */
export async function suggestPlaces(text: string, locale: string): Promise<string[]> {
  const comma = text.lastIndexOf(',');
  const typed = placeNameKey(text.slice(comma + 1));
  if (typed.length >= 2) {
    const named = gazetteerSuggestions(await gazetteerNamesStartingWith(typed));
    const before = comma === -1 ? '' : `${text.slice(0, comma + 1).trim()} `;
    if (named.length > 0) return named.map((place) => `${before}${gazetteerLabel(place, locale)}`);
  }
  const word = typedWord(text);
  if (!word) return [];
  return placeSuggestions(text, await placesStartingWith(word, 20));
}
