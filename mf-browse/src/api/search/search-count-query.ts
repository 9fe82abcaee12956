// How many homes a search finds (the summary's number), as a query cached by the search's address.
import { queryOptions } from '@tanstack/react-query';
import { browseKeys } from '../query-keys.ts';
import type { SearchCriteria, SearchModel } from './load-search.ts';

export function searchCountQuery(searchKey: string, criteria: SearchCriteria, model: Pick<SearchModel, 'countSearch'>) {
  return queryOptions({
    queryKey: browseKeys.searchCount(searchKey),
    queryFn: () => model.countSearch(criteria),
    retry: false,
  });
}
