import { useInfiniteQuery } from '@tanstack/react-query';
import type { SearchCriteria, SearchCursor, SearchModel } from 'shared-firebase';
import { ListingPages } from '../../../components/listing-pages.tsx';
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

  const loosen = filtersToLoosen(criteria);
  const empty = (
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
  return <ListingPages query={query} what="homes" empty={empty} />;
}
