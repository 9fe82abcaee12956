// One listing as a query: what its page reads, or what the server rendered the page from.
import { queryOptions } from '@tanstack/react-query';
import { browseKeys } from '../query-keys.ts';
import { firstScreenListing, getListing } from './listing-reads.ts';
import { firstScreenReadUpdatedAt } from 'site-contract';

export function listingQuery(listingId: string) {
  return queryOptions({
    queryKey: browseKeys.listing(listingId),
    queryFn: () => getListing(listingId),
    // What the server rendered the page's first screen from, when it did: shown at once.
    initialData: () => firstScreenListing(listingId),
    // Read again at once behind it when the page was not made just now (a CDN kept it, issue 83).
    initialDataUpdatedAt: () => firstScreenReadUpdatedAt(),
  });
}
