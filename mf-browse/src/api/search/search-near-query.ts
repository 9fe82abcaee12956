// The homes of a search around a place (issue 51), as queries cached by the search's address and
// its centre: nearest first (one read of the box, sorted), or page by page in the list's own
// orders. The search's own code (`model`) loads with the search page: it is passed in.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { browseKeys } from '../query-keys.ts';
import type { SearchCriteria, SearchCursor, SearchModel } from './load-search.ts';
import type { Centre } from './search-near.ts';

export function searchNearQuery(
  searchKey: string,
  criteria: SearchCriteria,
  centre: Centre,
  km: number,
  model: Pick<SearchModel, 'searchNear' | 'searchArea'>,
) {
  return queryOptions({
    queryKey: browseKeys.searchNear(searchKey, centre.lat, centre.lng),
    queryFn: () => model.searchNear({ criteria, centre, km }, model.searchArea),
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
