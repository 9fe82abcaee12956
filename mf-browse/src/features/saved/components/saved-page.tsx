import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { loadSavedHomes, type SavedCursor, type SavedHome } from 'shared-firebase';
import { ListingItem } from '../../../components/listing-item.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { Loading } from '../../../components/loading.tsx';
import { useFailureToast } from '../../../hooks/use-failure-toast.ts';
import styles from './saved-page.module.css';

export const SAVED_FETCH_ERROR = 'Could not fetch your saved homes';

/** A saved home whose listing was deleted: its name, that it is gone, and a way to remove it. */
function GoneHome({ home }: { home: SavedHome }) {
  const client = useQueryClient();
  const [removing, setRemoving] = useState(false);
  async function remove() {
    setRemoving(true);
    try {
      await (await loadSavedHomes()).unsaveHome(home.id);
      await client.invalidateQueries({ queryKey: ['saved-homes'] });
    } catch {
      toast.error('The home could not be removed. Please try again.');
      setRemoving(false);
    }
  }
  return (
    <li className={styles.gone}>
      <p className={styles.goneName}>{home.name}</p>
      <p>This home is no longer available.</p>
      <button type="button" className={styles.remove} disabled={removing} onClick={() => void remove()}>
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
    queryFn: async ({ pageParam }) => (await loadSavedHomes()).listSavedHomes({ after: pageParam }),
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
          <ul className={styles.list}>
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
            <button type="button" className={styles.loadMore} onClick={() => void query.fetchNextPage()}>
              Load More
            </button>
          )}
        </>
      );
  }
  return (
    <section>
      <h1 className={styles.header}>Saved homes</h1>
      {content}
    </section>
  );
}
