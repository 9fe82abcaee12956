import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from 'design-system/button';
import { EmptyState } from 'design-system/empty-state';
import { LoadFailed } from 'design-system/load-failed';
import { distanceKm, PAGE_SIZE, type Listing } from 'listing-domain';
import type { SearchCriteria, SearchModel } from '../../../api/search/load-search.ts';
import type { Centre } from '../../../api/search/search-near.ts';
import { searchNearPagesQuery, searchNearQuery } from '../../../api/search/search-near-query.ts';
import { ListingGrid } from '../../../components/listing-grid.tsx';
import { ListingItem } from '../../../components/listing-item.tsx';
import { ListingPages } from '../../../components/listing-pages.tsx';
import { ListingSkeletons } from '../../../components/listing-skeletons.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { useFailureToast } from '../../../hooks/use-failure-toast.ts';

interface NearbyProps {
  criteria: SearchCriteria;
  searchKey: string;
  centre: Centre;
  km: number;
  model: Pick<SearchModel, 'searchNear' | 'searchArea' | 'searchNearPage' | 'searchListings'>;
  onClear: () => void;
  /** Told how many homes were found once they are (`more`: others are still to load or past the limit). */
  onFound?: (count: number, more: boolean) => void;
  /** A listing's price in the currency the page shows, when it is priced in another (issue 53). */
  convertedPrice?: (listing: Listing) => string | undefined;
  /** False while the page converts the price range (issue 53). */
  enabled?: boolean;
}

/** How far a home is, under its rooms. */
const distanceNote = (km: number) => `${km < 1 ? km.toFixed(1) : Math.round(km)} km away`;

function NothingNear({ km, onClear }: { km: number; onClear: () => void }) {
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
}

/**
 * The homes of a search around a place (issue 51), in the order asked. In the list's own orders
 * (newest, price) page by page with Load More, each page read as page size + 1 documents however
 * many homes the circle holds; nearest first, which needs them all, in one capped read.
 */
export function NearbyResults(props: NearbyProps) {
  return props.criteria.sort === 'nearest' ? <NearestResults {...props} /> : <NearbyPages {...props} />;
}

/** In the list's own orders: the pages of the box around the circle, less its corners. */
function NearbyPages({ criteria, searchKey, centre, km, model, enabled = true, ...page }: NearbyProps) {
  const { onClear, onFound, convertedPrice } = page;
  const query = useInfiniteQuery({ ...searchNearPagesQuery(searchKey, criteria, centre, km, model), enabled });
  useFailureToast(query.errorUpdateCount);
  const loaded = query.data?.pages.reduce((count, page) => count + page.listings.length, 0);
  const more = query.hasNextPage;
  useEffect(() => {
    if (loaded !== undefined) onFound?.(loaded, more);
  }, [loaded, more, onFound]);
  return (
    <ListingPages
      query={query}
      what="homes"
      empty={<NothingNear km={km} onClear={onClear} />}
      headings
      note={(listing) => distanceNote(distanceKm(centre, listing.geolocation))}
      convertedPrice={convertedPrice}
    />
  );
}

/**
 * Nearest first: the homes of the circle in one read of at most the map's limit, 10 shown at a
 * time with Load More; past the limit, the page says so and asks for a smaller distance.
 */
function NearestResults({ criteria, searchKey, centre, km, model, enabled = true, ...page }: NearbyProps) {
  const { onClear, onFound, convertedPrice } = page;
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
  if (homes.length === 0) return <NothingNear km={km} onClear={onClear} />;
  return (
    <>
      {query.data?.more ? (
        <p role="status">{`More homes are within ${km} km than the list can show: choose a smaller distance or more filters.`}</p>
      ) : null}
      <ListingGrid>
        {homes.slice(0, shown).map(({ listing, distanceKm: distance }, index) => (
          <ListingItem
            key={listing.id}
            listing={listing}
            first={index === 0}
            painted
            heading
            note={distanceNote(distance)}
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
