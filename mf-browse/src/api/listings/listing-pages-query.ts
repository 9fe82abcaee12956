// A list of listings 10 at a time with a Firestore cursor (offers, a category), as one infinite
// query; its first page is the one the server rendered into the HTML, when it did.
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ListingCursor, ListingFilter } from 'listing-domain';
import { browseKeys } from '../query-keys.ts';
import { firstScreenListingPage, listListings } from './listing-reads.ts';
import { firstScreenReadUpdatedAt } from 'site-contract';

/** `list` names the list in the cache (its filter's words). */
export function listingPagesQuery(list: readonly unknown[], filter: ListingFilter) {
  return infiniteQueryOptions({
    queryKey: browseKeys.listings(...list),
    queryFn: ({ pageParam }) => listListings({ filter, after: pageParam }),
    initialPageParam: null as ListingCursor | null,
    getNextPageParam: (last) => last.next ?? undefined,
    // The first page the server rendered into the HTML: the first render shows it, no read.
    initialData: () => {
      const page = firstScreenListingPage(filter);
      return page && { pages: [page], pageParams: [null] };
    },
    // Read again at once behind it when the page was not made just now (a CDN kept it, issue 83).
    initialDataUpdatedAt: () => firstScreenReadUpdatedAt(),
  });
}
