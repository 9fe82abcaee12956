// Finding homes: the search verb of the site. The Firestore SDK (search-operations.ts) loads with
// the first search.
import { PAGE_SIZE } from '../listings/listing-limits.ts';
import type { AreaResult, SearchCursor, SearchPage } from './search-operations.ts';
import { MAP_LIMITS, type MapArea, type SearchCriteria } from './search-query.ts';

export type { AreaResult, SearchCursor, SearchPage } from './search-operations.ts';

/**
 * One page of the listings `criteria` finds, in its order; `after` continues from a previous page.
 * Reads at most one more listing than the page size, whatever the number of listings.
 */
export async function searchListings(options: {
  criteria: SearchCriteria;
  pageSize?: number;
  after?: SearchCursor | null;
}): Promise<SearchPage> {
  const { querySearchPage } = await import('./search-operations.ts');
  return querySearchPage(options.criteria, options.pageSize ?? PAGE_SIZE, options.after ?? null);
}

/**
 * The listings `criteria` finds inside a map's visible `area`, at most MAP_LIMITS.homesMax
 * (`more` says there are others): reads at most one more, whatever the number of listings.
 */
export async function searchArea(options: { criteria: SearchCriteria; area: MapArea }): Promise<AreaResult> {
  const { querySearchArea } = await import('./search-operations.ts');
  return querySearchArea(options.criteria, options.area, MAP_LIMITS.homesMax);
}
