// The newest listings (Explore's carousel) as a query, first filled from the page's first screen.
import { queryOptions } from '@tanstack/react-query';
import { browseKeys } from '../query-keys.ts';
import { firstScreenNewestListings, listNewestListings } from './listing-reads.ts';
import { firstScreenReadUpdatedAt } from 'site-contract';

export function newestListingsQuery(count: number) {
  return queryOptions({
    queryKey: browseKeys.newest(count),
    queryFn: () => listNewestListings(count),
    // What the server rendered the page's first screen from, when it did: shown at once.
    initialData: () => firstScreenNewestListings(count),
    // Read again at once behind it when the page was not made just now (a CDN kept it, issue 83).
    initialDataUpdatedAt: () => firstScreenReadUpdatedAt(),
  });
}
