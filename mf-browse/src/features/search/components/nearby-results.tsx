import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from 'design-system/button';
import { EmptyState } from 'design-system/empty-state';
import { LoadFailed } from 'design-system/load-failed';
import { PAGE_SIZE, type Listing } from 'listing-domain';
import type { SearchCriteria, SearchModel } from '../../../api/search/load-search.ts';
import type { Centre } from '../../../api/search/search-near.ts';
import { searchNearQuery } from '../../../api/search/search-near-query.ts';
import { ListingGrid } from '../../../components/listing-grid.tsx';
import { ListingItem } from '../../../components/listing-item.tsx';
import { ListingSkeletons } from '../../../components/listing-skeletons.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { useFailureToast } from '../../../hooks/use-failure-toast.ts';

/**
 * The homes of a search around a place (issue 51), in the order asked ("Nearest first" among
 * them), 10 at a time with Load More. They come in one read of at most the map's limit: past it,
 * the page says so and asks for a smaller distance.
 */
export function NearbyResults({
  criteria,
  searchKey,
  centre,
  km,
  model,
  onClear,
  onFound,
  convertedPrice,
  enabled = true,
}: {
  criteria: SearchCriteria;
  searchKey: string;
  centre: Centre;
  km: number;
  model: Pick<SearchModel, 'searchNear' | 'searchArea'>;
  onClear: () => void;
  /** Told how many homes were found once they are. */
  onFound?: (count: number, more: boolean) => void;
  /** A listing's price in the currency the page shows, when it is priced in another (issue 53). */
  convertedPrice?: (listing: Listing) => string | undefined;
  /** False while the page converts the price range (issue 53). */
  enabled?: boolean;
}) {
  const query = useQuery({ ...searchNearQuery(searchKey, criteria, centre, km, model), enabled });
  const [shown, setShown] = useState(PAGE_SIZE);
  useFailureToast(query.errorUpdateCount);
  const homes = query.data?.homes ?? [];
  const found = query.data;
  useEffect(() => {
    if (found) onFound?.(found.homes.length, found.more);
  }, [found, onFound]);
  if (query.isPending) return <ListingSkeletons label="Loading homes" />;
  if (query.isError)
    return (
      <LoadFailed
        message="The homes could not be loaded."
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  if (homes.length === 0)
    return (
      <EmptyState
        action={
          <Button variant="secondary" onClick={onClear}>
            Clear all
          </Button>
        }
      >
        <h2>No homes match this search</h2>
        <p>{`Try a distance larger than ${km} km, or loosening the other filters.`}</p>
      </EmptyState>
    );
  return (
    <>
      {query.data?.more ? (
        <p role="status">{`More homes are within ${km} km than the list can show: choose a smaller distance or more filters.`}</p>
      ) : null}
      <ListingGrid>
        {homes.slice(0, shown).map(({ listing, distanceKm }, index) => (
          <ListingItem
            key={listing.id}
            listing={listing}
            first={index === 0}
            painted
            heading
            note={`${distanceKm < 1 ? distanceKm.toFixed(1) : Math.round(distanceKm)} km away`}
            converted={convertedPrice?.(listing)}
          />
        ))}
      </ListingGrid>
      <LoadMore
        fetching={false}
        hasMore={shown < homes.length}
        onLoad={() => setShown((count) => count + PAGE_SIZE)}
        what="homes"
      />
    </>
  );
}
