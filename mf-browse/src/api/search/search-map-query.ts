// The homes a search finds in an area of the map (the whole world without one), as a query cached
// by the search's address and the area.
import { queryOptions } from '@tanstack/react-query';
import { browseKeys } from '../query-keys.ts';
import type { MapArea, SearchCriteria, SearchModel } from './load-search.ts';

export function searchMapQuery(
  searchKey: string,
  areaKey: string,
  criteria: SearchCriteria,
  area: MapArea | undefined,
  model: Pick<SearchModel, 'searchArea' | 'WHOLE_WORLD'>,
) {
  return queryOptions({
    queryKey: browseKeys.searchMap(searchKey, areaKey),
    queryFn: () => model.searchArea({ criteria, area: area ?? model.WHOLE_WORLD }),
  });
}
