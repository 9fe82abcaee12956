import type { ListingType } from './listing-types.ts';

export const SEARCH_LIMITS: {
  placeWordsMax: number;
  placeWordMaxLength: number;
  phraseMaxWords: number;
  placeTokensMax: number;
  searchKeysMax: number;
  searchKeyMaxLength: number;
  geohashLength: number;
};

export interface SearchKeyParts {
  type?: ListingType;
  offer?: boolean;
  parking?: boolean;
  furnished?: boolean;
  place?: string;
}

export function placeWords(location: string): string[];
export function placeTokens(words: readonly string[]): string[];
export function searchKey(parts: SearchKeyParts): string;
