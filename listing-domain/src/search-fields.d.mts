import type { ListingInput } from './listing-types.ts';

export { placeTokens, placeWords, SEARCH_LIMITS, searchKey } from './place-words.mjs';

export interface SearchFields {
  priceToPay: number;
  placeWords: string[];
  geohash: string;
  searchKeys: string[];
}

export function priceToPay(listing: Pick<ListingInput, 'offer' | 'regularPrice' | 'discountedPrice'>): number;
export function searchFieldsOf(listing: ListingInput): SearchFields;
export const SEARCH_FIELD_NAMES: readonly (keyof SearchFields)[];
export function derivable(data: Record<string, unknown>): boolean;
export function searchFieldsUpdate(data: Record<string, unknown>): SearchFields | null;
