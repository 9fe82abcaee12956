import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { listListings, type ListingCursor, type ListingFilter } from 'shared-firebase';
import { ListingItem } from './listing-item.tsx';
import { Loading } from './loading.tsx';
import styles from './paged-listings.module.css';

export const FETCH_ERROR = 'Could not fetch listings';

/**
 * A list that loads 10 at a time with a Firestore cursor; 'Load More' shows only while
 * another page exists. Pages stay cached, so coming back restores what was loaded.
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
  const query = useInfiniteQuery({
    queryKey: ['listings', ...queryKey],
    queryFn: ({ pageParam }) => listListings({ filter, after: pageParam }),
    initialPageParam: null as ListingCursor | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });

  const failed = query.isError || query.isFetchNextPageError;
  useEffect(() => {
    if (failed) toast.error(FETCH_ERROR);
  }, [failed]);

  if (query.isPending) return <Loading label="Loading listings" />;
  const listings = query.data?.pages.flatMap((page) => page.listings) ?? [];
  if (listings.length === 0) return query.isError ? null : <p className={styles.empty}>{emptyText}</p>;

  return (
    <>
      <ul className={styles.list}>
        {listings.map((listing) => (
          <ListingItem key={listing.id} listing={listing} />
        ))}
      </ul>
      {query.isFetchingNextPage && <Loading label="Loading more listings" />}
      {query.hasNextPage && !query.isFetchingNextPage && (
        <button type="button" className={styles.loadMore} onClick={() => void query.fetchNextPage()}>
          Load More
        </button>
      )}
    </>
  );
}
