// What a search page needs of shared-firebase, loaded with that page (loadSearch in index.ts), not
// with every page: the entry every page downloads is a shared module, which no bundler can trim.
export { DEFAULT_CRITERIA, SEARCH_SORTS, placeQuery } from './search-query.ts';
export { searchListings } from './search.ts';
