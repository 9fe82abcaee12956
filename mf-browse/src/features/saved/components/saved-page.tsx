import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { listSavedHomes, unsaveHome, type SavedCursor, type SavedHome } from 'shared-firebase';
import { ListingItem } from '../../../components/listing-item.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { Loading } from '../../../components/loading.tsx';
import listStyles from '../../../components/paged-listings.module.css';
import { useFailureToast } from '../../../hooks/use-failure-toast.ts';
import styles from './saved-page.module.css';

export const SAVED_FETCH_ERROR = 'Could not fetch your saved homes';

/** A saved home whose listing was deleted: its name, that it is gone, and a way to remove it. */
function GoneHome({ home }: { home: SavedHome }) {
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => unsaveHome(home.id),
    onSuccess: () => client.invalidateQueries({ queryKey: ['saved-homes'] }),
    onError: () => toast.error('The home could not be removed. Please try again.'),
  });
  return (
    <li className={styles.gone}>
      <p className={styles.goneName}>{home.name}</p>
      <p>This home is no longer available.</p>
      <button type="button" className={styles.remove} disabled={remove.isPending} onClick={() => remove.mutate()}>
        Remove {home.name}
      </button>
    </li>
  );
}

/** /saved: the homes the signed-in user saved, newest saved first, 10 at a time. */
export function SavedPage() {
  useEffect(() => {
    document.title = 'Saved homes';
  }, []);
  const query = useInfiniteQuery({
    queryKey: ['saved-homes'],
    queryFn: ({ pageParam }) => listSavedHomes({ after: pageParam }),
    initialPageParam: null as SavedCursor | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  useFailureToast(query.errorUpdateCount, SAVED_FETCH_ERROR);

  let content;
  if (query.isPending) content = <Loading label="Loading your saved homes" />;
  else if (query.isLoadingError)
    content = (
      <LoadFailed
        message="Your saved homes could not be loaded."
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  else {
    const homes = query.data?.pages.flatMap((page) => page.homes) ?? [];
    content =
      homes.length === 0 ? (
        <div className={styles.empty}>
          <h2>No saved homes yet</h2>
          <p>Tap the heart on a home to keep it here.</p>
          <Link to="/" className={styles.explore}>
            Explore homes
          </Link>
        </div>
      ) : (
        <>
          <ul className={listStyles.list}>
            {homes.map((home) =>
              home.listing ? (
                <ListingItem key={home.id} listing={home.listing} />
              ) : (
                <GoneHome key={home.id} home={home} />
              ),
            )}
          </ul>
          {query.isFetchingNextPage && <Loading label="Loading more saved homes" />}
          {query.hasNextPage && !query.isFetchingNextPage && (
            <button type="button" className={listStyles.loadMore} onClick={() => void query.fetchNextPage()}>
              Load More
            </button>
          )}
        </>
      );
  }
  return (
    <section>
      <h1 className={listStyles.header}>Saved homes</h1>
      {content}
    </section>
  );
}
