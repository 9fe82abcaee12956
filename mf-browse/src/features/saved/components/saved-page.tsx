import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Button, buttonClass } from 'design-system/button';
import { EmptyState } from 'design-system/empty-state';
import { LoadFailed } from 'design-system/load-failed';
import { PageHeader } from 'design-system/page-header';
import { Spinner } from 'design-system/spinner';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { loadSavedHomes, type SavedHome } from '../../../api/saved/load-saved-homes.ts';
import { savedHomesQuery } from '../../../api/saved/saved-homes-query.ts';
import { ListingGrid } from '../../../components/listing-grid.tsx';
import { ListingItem } from '../../../components/listing-item.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { useFailureToast } from '../../../hooks/use-failure-toast.ts';
import styles from './saved-page.module.css';

export const SAVED_FETCH_ERROR = msg`Could not fetch your saved homes`;

/** A saved home whose listing was deleted: its name, that it is gone, and a way to remove it. */
function GoneHome({ home }: { home: SavedHome }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const [removing, setRemoving] = useState(false);
  const name = home.name;
  async function remove() {
    setRemoving(true);
    try {
      await (await loadSavedHomes()).unsaveHome(home.id);
      await client.invalidateQueries({ queryKey: savedHomesQuery.queryKey });
    } catch {
      toast.error(t`The home could not be removed. Please try again.`);
      setRemoving(false);
    }
  }
  return (
    <li className={styles.gone}>
      <p className={styles.goneName}>{home.name}</p>
      <p>
        <Trans>This home is no longer available.</Trans>
      </p>
      <Button variant="secondary" className={styles.remove} disabled={removing} onClick={() => void remove()}>
        {t`Remove ${name}`}
      </Button>
    </li>
  );
}

/** /saved: the homes the signed-in user saved, newest saved first, 10 at a time. */
export function SavedPage() {
  const { t } = useLingui();
  const query = useInfiniteQuery(savedHomesQuery);
  useFailureToast(query.errorUpdateCount, SAVED_FETCH_ERROR);

  let content;
  if (query.isPending) content = <Spinner label={t`Loading your saved homes`} />;
  else if (query.isLoadingError)
    content = (
      <LoadFailed
        message={t`Your saved homes could not be loaded.`}
        labels={{ retry: t`Retry`, retrying: t`Retrying…` }}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  else {
    const homes = query.data?.pages.flatMap((page) => page.homes) ?? [];
    content =
      homes.length === 0 ? (
        <EmptyState
          action={
            <Link to="/" className={buttonClass('primary')}>
              <Trans>Explore homes</Trans>
            </Link>
          }
        >
          <h2>
            <Trans>No saved homes yet</Trans>
          </h2>
          <p>
            <Trans>Tap the heart on a home to keep it here.</Trans>
          </p>
        </EmptyState>
      ) : (
        <>
          <ListingGrid>
            {homes.map((home) =>
              home.listing ? (
                <ListingItem key={home.id} listing={home.listing} />
              ) : (
                <GoneHome key={home.id} home={home} />
              ),
            )}
          </ListingGrid>
          <LoadMore
            fetching={query.isFetchingNextPage}
            hasMore={query.hasNextPage}
            onLoad={() => void query.fetchNextPage()}
            what="saved homes"
          />
        </>
      );
  }
  return (
    <section>
      <PageHeader title={t`Saved homes`} />
      {content}
    </section>
  );
}
