// What a search asks Firestore, as plain data: the criteria a visitor sets (search-criteria in the
// URL), the one query shape per sort that serves every combination of them, and the composite
// index each shape needs (firestore.indexes.json is checked against SEARCH_QUERY_SHAPES by a test).
//
// How every combination is served by three indexes: the facets (type, offer, parking, furnished)
// and the place are folded into one key the listing carries for every search it answers
// (searchKeys, search-fields.mjs), matched with array-contains; the three ranges (price to pay,
// bedrooms, bathrooms) are always applied, at their full span when the visitor sets none. So every
// search has the same filters, and only the order differs. Firestore reads the documents it
// returns: a page asks for page size + 1 whatever the collection's size.
import type { ListingType } from '../listings/listing-types.ts';
import { LISTING_LIMITS } from '../listings/listing-limits.ts';
import { placeTokens, placeWords, SEARCH_LIMITS, searchKey } from './place-words.mjs';

export type SearchSort = 'newest' | 'price-asc' | 'price-desc';
export const SEARCH_SORTS: readonly SearchSort[] = ['newest', 'price-asc', 'price-desc'];

/** A search as a visitor sets it; every field has a value (the defaults mean "any"). */
export interface SearchCriteria {
  /** Place words as typed (normalised when searched). */
  place: string;
  type: ListingType | 'any';
  /** On the price the visitor pays; undefined: no bound. */
  priceMin?: number;
  priceMax?: number;
  bedroomsMin: number;
  bathroomsMin: number;
  parking: boolean;
  furnished: boolean;
  offer: boolean;
  sort: SearchSort;
}

export const DEFAULT_CRITERIA: SearchCriteria = {
  place: '',
  type: 'any',
  bedroomsMin: LISTING_LIMITS.roomsMin,
  bathroomsMin: LISTING_LIMITS.roomsMin,
  parking: false,
  furnished: false,
  offer: false,
  sort: 'newest',
};

type Direction = 'asc' | 'desc';
type RangeField = 'priceToPay' | 'bedrooms' | 'bathrooms';

/** One query shape: the key it matches, the ranges it always applies and its order. */
export interface SearchQueryShape {
  sort: SearchSort;
  arrayContains: 'searchKeys';
  ranges: readonly RangeField[];
  orderBy: { field: 'timestamp' | 'priceToPay'; direction: Direction };
}

const RANGES: readonly RangeField[] = ['priceToPay', 'bedrooms', 'bathrooms'];

export const SEARCH_QUERY_SHAPES: readonly SearchQueryShape[] = [
  { sort: 'newest', arrayContains: 'searchKeys', ranges: RANGES, orderBy: { field: 'timestamp', direction: 'desc' } },
  {
    sort: 'price-asc',
    arrayContains: 'searchKeys',
    ranges: RANGES,
    orderBy: { field: 'priceToPay', direction: 'asc' },
  },
  {
    sort: 'price-desc',
    arrayContains: 'searchKeys',
    ranges: RANGES,
    orderBy: { field: 'priceToPay', direction: 'desc' },
  },
];

/**
 * The composite index a shape needs, as firestore.indexes.json writes it. Firestore orders by the
 * query's order, then by every range field not in it, in the order of their names and the
 * direction of the last order: the index lists the fields the same way.
 */
export function indexOfShape(shape: SearchQueryShape) {
  const direction = shape.orderBy.direction === 'asc' ? 'ASCENDING' : 'DESCENDING';
  const implicit = shape.ranges.filter((field) => field !== shape.orderBy.field).sort();
  return {
    collectionGroup: 'listings',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: shape.arrayContains, arrayConfig: 'CONTAINS' },
      { fieldPath: shape.orderBy.field, order: direction },
      ...implicit.map((fieldPath) => ({ fieldPath, order: direction })),
    ],
  };
}

/** The place as the search matches it: up to three words of an address, normalised and joined. */
export function placeQuery(text: string): { token: string; words: string[]; dropped: number } {
  const words = placeWords(text);
  const all = text.trim() === '' ? [] : words;
  const kept = all.slice(0, SEARCH_LIMITS.phraseMaxWords);
  const token = kept.length === 0 ? '' : (placeTokens(kept).at(-1) ?? '');
  return { token, words: kept, dropped: Math.max(0, all.length - kept.length) };
}

/** The query a search issues: its key, its three ranges and its shape. */
export function searchQueryPlan(criteria: SearchCriteria) {
  const shape = SEARCH_QUERY_SHAPES.find((s) => s.sort === criteria.sort) ?? SEARCH_QUERY_SHAPES[0]!;
  const key = searchKey({
    type: criteria.type === 'any' ? undefined : criteria.type,
    offer: criteria.offer,
    parking: criteria.parking,
    furnished: criteria.furnished,
    place: placeQuery(criteria.place).token,
  });
  return {
    shape,
    key,
    price: {
      min: Math.max(criteria.priceMin ?? LISTING_LIMITS.priceMin, LISTING_LIMITS.priceMin),
      max: Math.min(criteria.priceMax ?? LISTING_LIMITS.priceMax, LISTING_LIMITS.priceMax),
    },
    bedroomsMin: criteria.bedroomsMin,
    bathroomsMin: criteria.bathroomsMin,
  };
}
