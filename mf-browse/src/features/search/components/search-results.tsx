import { useInfiniteQuery } from '@tanstack/react-query';
import type { SearchCriteria, SearchCursor, SearchModel } from 'shared-firebase';
import { ListingItem } from '../../../components/listing-item.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { Loading } from '../../../components/loading.tsx';
import listStyles from '../../../components/paged-listings.module.css';
import { useFailureToast } from '../../../hooks/use-failure-toast.ts';
import { filtersToLoosen } from '../utils/search-summary.ts';
import styles from './search-page.module.css';

/**
 * The homes a search finds, 10 at a time with Load More (no button after the last page). Pages
 * are cached by the search's address, so Back and Forward bring a search back with what it loaded.
 */
export function SearchResults({
  criteria,
  searchKey,
  search,
  onClear,
}: {
  criteria: SearchCriteria;
  searchKey: string;
  search: SearchModel['searchListings'];
  onClear: () => void;
}) {
  const query = useInfiniteQuery({
    queryKey: ['search', searchKey],
    queryFn: ({ pageParam }) => search({ criteria, after: pageParam }),
    initialPageParam: null as SearchCursor | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  useFailureToast(query.errorUpdateCount);

  if (query.isPending) return <Loading label="Searching" />;
  if (query.isLoadingError) {
    return (
      <LoadFailed
        message="The search could not be run."
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const listings = query.data.pages.flatMap((page) => page.listings);
  if (listings.length === 0) {
    const loosen = filtersToLoosen(criteria);
    return (
      <div className={styles.empty}>
        <h2>No homes match this search</h2>
        {loosen.length > 0 ? (
          <>
            <p>Try loosening {loosen.join(', ')}.</p>
            <button type="button" className={styles.secondary} onClick={onClear}>
              Clear all
            </button>
          </>
        ) : (
          <p>No home is listed yet.</p>
        )}
      </div>
    );
  }
  return (
    <>
      <ul className={listStyles.list}>
        {listings.map((listing) => (
          <ListingItem key={listing.id} listing={listing} />
        ))}
      </ul>
      {query.isFetchingNextPage && <Loading label="Loading more homes" />}
      {query.hasNextPage && !query.isFetchingNextPage && (
        <button type="button" className={listStyles.loadMore} onClick={() => void query.fetchNextPage()}>
          Load More
        </button>
      )}
    </>
  );
}
