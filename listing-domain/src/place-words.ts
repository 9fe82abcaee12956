// How a search matches places and facets: the words of an address, the phrases of up to three of
// them, and the key of one search. Without dependencies: the site's search page uses it, and so do
// search-fields.ts, the demo seed and the migration.
import type { ListingType } from './listing-types.ts';

export const SEARCH_LIMITS = {
  /** Words of the address kept, in order. */
  placeWordsMax: 8,
  /** Characters of one word kept. */
  placeWordMaxLength: 24,
  /** Longest phrase of consecutive words one place token holds (the search box's limit too). */
  phraseMaxWords: 3,
  /** Place tokens: 8 single words + 7 pairs + 6 triples, and a town, a region and a country (issue 51). */
  placeTokensMax: 24,
  /** Search keys: 16 facet combinations × (24 place tokens + "any place"). */
  searchKeysMax: 400,
  searchKeyMaxLength: 100,
  geohashLength: 10,
};

/** Lower case, accents folded, one word per run of letters or digits; the first 8, each at most 24 characters. */
export function placeWords(location: string): string[] {
  const folded = String(location)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  const words = folded.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
  return words.slice(0, SEARCH_LIMITS.placeWordsMax).map((word) => word.slice(0, SEARCH_LIMITS.placeWordMaxLength));
}

/** Every run of 1 to 3 consecutive words, as the search box's place matches it ("victor-hugo"). */
export function placeTokens(words: readonly string[]): string[] {
  const tokens: string[] = [];
  for (let size = 1; size <= SEARCH_LIMITS.phraseMaxWords; size += 1) {
    for (let start = 0; start + size <= words.length; start += 1)
      tokens.push(words.slice(start, start + size).join('-'));
  }
  return [...new Set(tokens)];
}

export interface SearchKeyParts {
  type?: ListingType | undefined;
  offer?: boolean;
  parking?: boolean;
  furnished?: boolean;
  place?: string;
}

/**
 * The key of one search: its facets and its place. `type` 'rent' | 'sale' | undefined (any);
 * `offer`, `parking`, `furnished`: true to require, false for any; `place`: a place token or ''.
 */
export function searchKey({
  type,
  offer = false,
  parking = false,
  furnished = false,
  place = '',
}: SearchKeyParts): string {
  return [
    type ? `t:${type}` : 't:*',
    offer ? 'o' : '-',
    parking ? 'p' : '-',
    furnished ? 'f' : '-',
    place ? `w:${place}` : 'w:*',
  ].join('|');
}
