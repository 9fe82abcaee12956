import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode, Ref } from 'react';
import type { Listing } from 'shared-firebase';
import { ListingItem } from './listing-item.tsx';
import { LoadFailed } from './load-failed.tsx';
import { Loading } from './loading.tsx';
import styles from './paged-listings.module.css';

/** What is read of a paged query: pages of listings. */
type PagesQuery = UseInfiniteQueryResult<InfiniteData<{ listings: Listing[] }>>;

/**
 * The pages a list has loaded, 10 at a time: a spinner first, a Retry when the first page failed
 * (a failed Load More keeps what was loaded, and its button to try again), `empty` when there is
 * nothing, then the listings and 'Load More' while another page exists.
 */
export function ListingPages({
  query,
  what,
  empty,
  loadMoreRef,
}: {
  query: PagesQuery;
  /** What the list holds, for its loading and failure messages ("listings", "homes"). */
  what: string;
  empty: ReactNode;
  loadMoreRef?: Ref<HTMLButtonElement>;
}) {
  if (query.isPending) return <Loading label={`Loading ${what}`} />;
  if (query.isLoadingError) {
    return (
      <LoadFailed
        message={`The ${what} could not be loaded.`}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const listings = query.data?.pages.flatMap((page) => page.listings) ?? [];
  if (listings.length === 0) return empty;
  return (
    <>
      <ul className={styles.list}>
        {listings.map((listing) => (
          <ListingItem key={listing.id} listing={listing} />
        ))}
      </ul>
      {query.isFetchingNextPage && <Loading label={`Loading more ${what}`} />}
      {query.hasNextPage && !query.isFetchingNextPage && (
        <button ref={loadMoreRef} type="button" className={styles.loadMore} onClick={() => void query.fetchNextPage()}>
          Load More
        </button>
      )}
    </>
  );
}
