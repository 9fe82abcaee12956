// What a search page needs of the search, loaded with that page (load-search.ts), not with every
// page of this remote.
export {
  boundedArea,
  DEFAULT_CRITERIA,
  MAP_LIMITS,
  NEAR_SORTS,
  RADIUS_CHOICES_KM,
  SEARCH_SORTS,
  WHOLE_WORLD,
  placeQuery,
} from './search-query.ts';
export { boxAround, criteriaAround, distanceKm, searchNearPage } from './search-near.ts';
export { searchNearestPage } from './search-nearest.ts';
export { searchArea, searchListings } from './search.ts';
export { countSearch, SEARCH_COUNT_MAX } from './search-count.ts';
export { firstScreenSearchPage } from './search-rest.ts';
export { withPriceInEuros } from '../prices/price-in-euros.ts';
