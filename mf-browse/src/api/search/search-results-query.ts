// A search's homes, 10 at a time with Load More, as one infinite query cached by the search's
// address (Back and Forward bring a search back with what it loaded). The search's own code
// (`model`) loads with the search page: it is passed in, never imported here.
import { infiniteQueryOptions } from '@tanstack/react-query';
import { PAGE_SIZE } from 'listing-domain';
import { browseKeys } from '../query-keys.ts';
import type { SearchCriteria, SearchCursor, SearchModel } from './load-search.ts';
import { firstScreenReadUpdatedAt } from 'site-contract';

export function searchResultsQuery(
  searchKey: string,
  criteria: SearchCriteria,
  search: SearchModel['searchListings'],
  /** The first page as the page's HTML holds it (the server rendered it), or undefined. */
  firstScreenPage?: SearchModel['firstScreenSearchPage'],
) {
  return infiniteQueryOptions({
    queryKey: browseKeys.search(searchKey),
    queryFn: ({ pageParam }) => search({ criteria, after: pageParam }),
    initialPageParam: null as SearchCursor | null,
    getNextPageParam: (last) => last.next ?? undefined,
    // The first page the server rendered into the HTML: the first render shows it, no read.
    initialData: () => {
      const page = firstScreenPage?.(criteria, PAGE_SIZE);
      return page && { pages: [page], pageParams: [null] };
    },
    // Read again at once behind it when the page was not made just now (a CDN kept it, issue 83).
    initialDataUpdatedAt: () => firstScreenReadUpdatedAt(),
  });
}
