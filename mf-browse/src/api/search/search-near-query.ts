// The homes of a search around a place (issue 51), as a query cached by the search's address and
// its centre. The search's own code (`model`) loads with the search page: it is passed in.
import { queryOptions } from '@tanstack/react-query';
import { browseKeys } from '../query-keys.ts';
import type { SearchCriteria, SearchModel } from './load-search.ts';
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
