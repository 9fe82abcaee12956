// This remote's search, as its pages see it: the types, and the search code itself, which loads
// with the page that searches (not with every page of the remote).
export type { AreaResult, SearchPage } from './search-operations.ts';
export type { SearchCursor } from './search-cursor.ts';
export type { MapArea, SearchCriteria, SearchSort } from './search-query.ts';

/** The search (criteria defaults, orders, place matching, the queries): loads on first use. */
export const loadSearch = () => import('./search-model.ts');
export type SearchModel = Awaited<ReturnType<typeof loadSearch>>;
