// Whether a listing is found by a saved search (issue 37): the search's key is among the listing's
// searchKeys and each of the listing's search fields is within the search's range for it, as the
// search's own query would find it (mf-browse/src/api/saved-searches/search-ranges.ts).
import { isWithinKm } from '../../../../listing-domain/src/geo-distance.ts';
import { parseGeolocation } from '../../../../listing-domain/src/listing-parser.ts';
import type { SearchCircle } from '../../../../listing-domain/src/saved-search-schema.ts';
import { SEARCH_RANGE_FIELDS } from '../../../../listing-domain/src/search-range-fields.ts';

export interface SavedSearchMatch {
  key: string;
  ranges: Partial<Record<string, { min: number; max?: number | undefined }>>;
  /** Around a place (issue 51): only the homes within the circle. */
  near?: SearchCircle | undefined;
}

type Fields = Record<string, unknown>;

/** True when the listing (its stored fields) is one the search finds. */
export function matchesSearch(listing: Fields | undefined, search: SavedSearchMatch): boolean {
  if (!listing || !Array.isArray(listing.searchKeys) || !listing.searchKeys.includes(search.key)) return false;
  if (search.near) {
    const point = parseGeolocation(listing.geolocation);
    if (!point || !isWithinKm(point, search.near, search.near.km)) return false;
  }
  return Object.entries(search.ranges).every(([field, range]) => {
    if (!range) return true;
    const value = listing[field];
    if (typeof value !== 'number') return false;
    return value >= range.min && (range.max === undefined || value <= range.max);
  });
}

/** Firestore's `in` holds 30 values: the listing's keys, in groups the query can take. */
export function keyGroups(keys: readonly string[], size = 30): string[][] {
  const groups: string[][] = [];
  for (let start = 0; start < keys.length; start += size) groups.push(keys.slice(start, start + size));
  return groups;
}

/** The listing's fields the search compares, so an unchanged listing is not matched again. */
export const MATCHED_FIELDS = ['searchKeys', 'geolocation', ...SEARCH_RANGE_FIELDS] as const;
