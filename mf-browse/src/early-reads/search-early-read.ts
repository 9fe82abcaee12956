// The search page's early-read module: the first-load script imports it on /search and starts the
// read of the results' first page while the site's code downloads (routes.json names it; its own
// build, tooling/publish-routes.ts, compiles it with shared-firebase's pure search request).
// It reads the address as the page does, and asks exactly what the page will ask.
import type { EarlyReadModule, ModuleFirstRead } from 'site-contract';
import { DEFAULT_CRITERIA, PAGE_SIZE, SEARCH_SORTS, searchFirstRead } from '../api/search/search-first-read.ts';
import { isPriced } from '../api/search/search-query.ts';
import { parseSearchParams } from '../features/search/utils/search-params.ts';
import { SIDE_BY_SIDE } from '../features/search/utils/map-view.ts';

/**
 * The read the search page at `url` asks first: its results' first page, or null when it asks
 * another (an address it corrects first, or a phone showing the map, which reads the map's area).
 * `sideBySide`: whether the screen shows the list beside the map.
 */
export function searchFirstReadAt(url: URL, documentsUrl: string, sideBySide: () => boolean): ModuleFirstRead | null {
  const { criteria, place, corrections } = parseSearchParams(url.searchParams, { DEFAULT_CRITERIA, SEARCH_SORTS });
  // An address the page corrects first reads with its corrected criteria, not these.
  if (corrections.length > 0) return null;
  // A phone showing the map reads the map's area, not the list's first page.
  if (place.view === 'map' && !sideBySide()) return null;
  // Around a place (issue 51), the page reads the box around the town's centre, which it looks up first.
  if (criteria.radiusKm) return null;
  // A price range is converted with the server's exchange rates first (issue 53): the page reads.
  if (isPriced(criteria)) return null;
  // The list keeps to the map's area once searched (issue 53), as the page asks it.
  const area = place.area ? { area: place.area } : {};
  return searchFirstRead({ ...criteria, ...area }, PAGE_SIZE, documentsUrl);
}

export const earlyRead: EarlyReadModule['earlyRead'] = (url, documentsUrl) =>
  searchFirstReadAt(url, documentsUrl, () => matchMedia(SIDE_BY_SIDE).matches);
