export const SEARCH_KINDS: readonly string[];
export const SEARCH_CURRENCIES: readonly string[];
export const AVAILABILITY_UNKNOWN: number;
export const AVAILABILITY_GONE: number;
