import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button } from 'design-system/button';
import { EmptyState } from 'design-system/empty-state';
import { distanceKm, type Listing } from 'listing-domain';
import type { SearchCriteria, SearchModel } from '../../../api/search/load-search.ts';
import type { Centre } from '../../../api/search/search-near.ts';
import { searchNearestPagesQuery, searchNearPagesQuery } from '../../../api/search/search-near-query.ts';
import { ListingPages } from '../../../components/listing-pages.tsx';
import { numbersLocale } from '../../../components/listing-words.ts';
import { useFailureToast } from '../../../hooks/use-failure-toast.ts';

interface NearbyProps {
  criteria: SearchCriteria;
  searchKey: string;
  centre: Centre;
  km: number;
  model: Pick<SearchModel, 'searchNearestPage' | 'countSearch' | 'searchNearPage' | 'searchListings'>;
  onClear: () => void;
  /** Told how many homes were found once they are (`more`: others are still to load). */
  onFound?: (count: number, more: boolean) => void;
  /** A listing's price in the currency the page shows, when it is priced in another (issue 53). */
  convertedPrice?: (listing: Listing) => string | undefined;
  /** False while the page converts the price range (issue 53). */
  enabled?: boolean;
}

/** How far a home is, under its rooms: "0.4 km away", "3 km away" ("0,4 km" in French). */
function distanceNote(i18n: I18n, km: number): string {
  const distance =
    km < 1 ? (i18n.locale === 'en' ? km.toFixed(1) : oneDecimal(km, numbersLocale(i18n))) : Math.round(km);
  return i18n._(msg`${distance} km away`);
}

const oneDecimal = (value: number, locale: string) =>
  value.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function NothingNear({ km, onClear }: { km: number; onClear: () => void }) {
  const { t } = useLingui();
  return (
    <EmptyState
      action={
        <Button variant="secondary" onClick={onClear}>
          {t`Clear all`}
        </Button>
      }
    >
      <h2>{t`No homes match this search`}</h2>
      <p>{t`Try a distance larger than ${km} km, or loosening the other filters.`}</p>
    </EmptyState>
  );
}

/**
 * The homes of a search around a place (issue 51), in the order asked, page by page with Load
 * More: in the list's own orders (newest, price) each page is the box's page (page size + 1
 * documents); nearest first, rings read outwards, each about a page of homes.
 */
export function NearbyResults(props: NearbyProps) {
  return props.criteria.sort === 'nearest' ? <NearestPages {...props} /> : <NearbyPages {...props} />;
}

function NearestPages({ criteria, searchKey, centre, km, model, enabled = true, ...page }: NearbyProps) {
  const query = useInfiniteQuery({ ...searchNearestPagesQuery(searchKey, criteria, centre, km, model), enabled });
  return <NearbyList query={query} centre={centre} km={km} {...page} />;
}

function NearbyPages({ criteria, searchKey, centre, km, model, enabled = true, ...page }: NearbyProps) {
  const query = useInfiniteQuery({ ...searchNearPagesQuery(searchKey, criteria, centre, km, model), enabled });
  return <NearbyList query={query} centre={centre} km={km} {...page} />;
}

function NearbyList({
  query,
  centre,
  km,
  onClear,
  onFound,
  convertedPrice,
}: Pick<NearbyProps, 'centre' | 'km' | 'onClear' | 'onFound' | 'convertedPrice'> & {
  query: UseInfiniteQueryResult<InfiniteData<{ listings: Listing[] }>>;
}) {
  const { i18n } = useLingui();
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
      note={(listing) => distanceNote(i18n, distanceKm(centre, listing.geolocation))}
      convertedPrice={convertedPrice}
    />
  );
}
