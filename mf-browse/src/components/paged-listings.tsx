import { useInfiniteQuery } from '@tanstack/react-query';
import type { ListingFilter } from 'listing-domain';
import { listingPagesQuery } from '../api/listings/listing-pages-query.ts';
import { prepareListingQueries } from '../api/listings/listing-reads.ts';
import { useFailureToast } from '../hooks/use-failure-toast.ts';
import { useWhenNearScreen } from '../hooks/use-near-screen.ts';
import { ListingPages } from './listing-pages.tsx';
import { EmptyState } from 'design-system/empty-state';

/**
 * A list that loads 10 at a time with a Firestore cursor; 'Load More' shows only while
 * another page exists. Pages stay cached, so coming back restores what was loaded. The first page
 * may come without the Firestore SDK (the page's early read): it starts loading when 'Load More'
 * comes near the screen, so the next page does not wait for it and the first screen's photos do
 * not share the network with it. When the server rendered the list's first screen into the HTML,
 * the first page is the answer it rendered it from, there at the first render.
 */
export function PagedListings({
  queryKey,
  filter,
  emptyText,
}: {
  queryKey: readonly unknown[];
  filter: ListingFilter;
  emptyText: string;
}) {
  const query = useInfiniteQuery(listingPagesQuery(queryKey, filter));

  const loadMoreNear = useWhenNearScreen(prepareListingQueries);
  useFailureToast(query.errorUpdateCount);

  return (
    <ListingPages
      query={query}
      what="listings"
      empty={
        <EmptyState>
          <p>{emptyText}</p>
        </EmptyState>
      }
      loadMoreRef={loadMoreNear}
    />
  );
}
