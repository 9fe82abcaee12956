// Finding homes: the search verb of the site. The first page's REST read comes with it (one request
// less before a search page can ask); the Firestore SDK (search-operations.ts) loads with Load More
// and the map.
import { PAGE_SIZE } from 'listing-domain';
import type { AreaResult, SearchPage } from './search-operations.ts';
import type { SearchCursor } from './search-cursor.ts';
import { MAP_LIMITS, type MapArea, type SearchCriteria } from './search-query.ts';
import { fetchFirstSearchPage } from './search-rest.ts';

export type { AreaResult, SearchPage } from './search-operations.ts';
export type { SearchCursor } from './search-cursor.ts';

/**
 * One page of the listings `criteria` finds, in its order; `after` continues from a previous page.
 * Reads at most one more listing than the page size, whatever the number of listings. The first
 * page comes through Firestore's REST endpoint (no SDK to download first); the next ones through
 * the SDK.
 */
export async function searchListings(options: {
  criteria: SearchCriteria;
  pageSize?: number;
  after?: SearchCursor | null;
}): Promise<SearchPage> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  if (!options.after) return fetchFirstSearchPage(options.criteria, pageSize);
  const { querySearchPage } = await import('./search-operations.ts');
  return querySearchPage(options.criteria, pageSize, options.after);
}

/**
 * The listings `criteria` finds inside a map's visible `area`, at most MAP_LIMITS.homesMax
 * (`more` says there are others): reads at most one more, whatever the number of listings.
 */
export async function searchArea(options: { criteria: SearchCriteria; area: MapArea }): Promise<AreaResult> {
  const { querySearchArea } = await import('./search-operations.ts');
  return querySearchArea(options.criteria, options.area, MAP_LIMITS.homesMax);
}
