// The homes of a search around a place (issue 51), as paged queries cached by the search's address
// and its centre: nearest first (rings read outwards), or in the list's own orders (the box's pages).
// The search's own code (`model`) loads with the search page: it is passed in.
import { infiniteQueryOptions } from '@tanstack/react-query';
import { browseKeys } from '../query-keys.ts';
import type { SearchCriteria, SearchCursor, SearchModel } from './load-search.ts';
import type { Centre } from './search-near.ts';
import type { NearestCursor } from './search-nearest.ts';

export function searchNearestPagesQuery(
  searchKey: string,
  criteria: SearchCriteria,
  centre: Centre,
  km: number,
  model: Pick<SearchModel, 'searchNearestPage' | 'countSearch' | 'searchListings'>,
) {
  return infiniteQueryOptions({
    queryKey: browseKeys.searchNearest(searchKey, centre.lat, centre.lng),
    queryFn: ({ pageParam }) =>
      model.searchNearestPage(
        { criteria, centre, km, after: pageParam },
        { countSearch: model.countSearch, searchListings: model.searchListings },
      ),
    initialPageParam: null as NearestCursor | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

export function searchNearPagesQuery(
  searchKey: string,
  criteria: SearchCriteria,
  centre: Centre,
  km: number,
  model: Pick<SearchModel, 'searchNearPage' | 'searchListings'>,
) {
  return infiniteQueryOptions({
    queryKey: browseKeys.searchNearPages(searchKey, centre.lat, centre.lng),
    queryFn: ({ pageParam }) => model.searchNearPage({ criteria, centre, km, after: pageParam }, model.searchListings),
    initialPageParam: null as SearchCursor | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
