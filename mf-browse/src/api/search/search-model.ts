// What a search page needs of shared-firebase, loaded with that page (loadSearch in index.ts), not
// with every page: the entry every page downloads is a shared module, which no bundler can trim.
export { boundedArea, DEFAULT_CRITERIA, MAP_LIMITS, SEARCH_SORTS, WHOLE_WORLD, placeQuery } from './search-query.ts';
export { searchArea, searchListings } from './search.ts';
