import type { ListingInput } from './listing-types.ts';

export { placeTokens, placeWords, SEARCH_LIMITS, searchKey } from './place-words.mjs';

export interface SearchFields {
  priceToPay: number;
  placeWords: string[];
  geohash: string;
  searchKeys: string[];
  areaSqm: number;
  availableDay: number;
  petsOk: 0 | 1;
  kindCode: number;
  currencyCode: number;
}

export { AVAILABILITY_GONE, AVAILABILITY_UNKNOWN, SEARCH_CURRENCIES, SEARCH_KINDS } from './search-codes.mjs';
export function factFieldsOf(
  listing: Partial<ListingInput> & { status?: string },
): Pick<SearchFields, 'areaSqm' | 'availableDay' | 'petsOk' | 'kindCode' | 'currencyCode'>;

export function priceToPay(listing: Pick<ListingInput, 'offer' | 'regularPrice' | 'discountedPrice'>): number;
export function searchFieldsOf(listing: ListingInput): SearchFields;
export const SEARCH_FIELD_NAMES: readonly (keyof SearchFields)[];
export function derivable(data: Record<string, unknown>): boolean;
export function searchFieldsUpdate(data: Record<string, unknown>): SearchFields | null;
