import { useLingui } from '@lingui/react';
import { LISTED_WORDS, RETRY, type ListedThings } from './listed-words.ts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode, type Ref } from 'react';
import { isSafeHttpUrl, type Listing } from 'listing-domain';
import { useKeptPages } from '../hooks/use-kept-pages.ts';
import { usePainted, type FirstScreen } from '../hooks/use-painted.ts';
import { ListingGrid } from './listing-grid.tsx';
import { ListingItem } from './listing-item.tsx';
import { ListingSkeletons } from './listing-skeletons.tsx';
import { LoadMore } from './load-more.tsx';
import { LoadFailed } from 'design-system/load-failed';

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
  headings = false,
  note,
  convertedPrice,
}: {
  query: PagesQuery;
  /** What the list holds, for its loading and failure messages ("listings", "homes"). */
  what: ListedThings;
  empty: ReactNode;
  loadMoreRef?: Ref<HTMLButtonElement>;
  /** Each listing's name as a heading (ListingItem's `heading`). */
  headings?: boolean;
  /** A line under a listing's rooms (ListingItem's `note`): how far it is, around a place. */
  note?: (listing: Listing) => string;
  /** A listing's price in the currency the search shows, when it is priced in another (issue 53). */
  convertedPrice?: (listing: Listing) => string | undefined;
}) {
  const { i18n } = useLingui();
  const [photo, setPhoto] = useState<FirstScreen>('pending');
  const listings = query.data?.pages.flatMap((page) => page.listings) ?? [];
  const [first] = listings;
  // The other cards' photos and the hearts load once the first card has painted: they do not
  // compete with its photo, the page's largest paint.
  const painted = usePainted(!first ? 'pending' : first.imgUrls.some(isSafeHttpUrl) ? photo : 'no-photo');
  // The pages loaded before a reload or a Back come again (issue 53).
  useKeptPages(query);
  if (query.isPending) return <ListingSkeletons label={i18n._(LISTED_WORDS[what].loading)} />;
  if (query.isLoadingError) {
    return (
      <LoadFailed
        message={i18n._(LISTED_WORDS[what].failed)}
        labels={{ retry: i18n._(RETRY.retry), retrying: i18n._(RETRY.retrying) }}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  // (A page can hold none while others follow: a search around a place leaves out its box's corners.)
  if (listings.length === 0 && !query.hasNextPage) return empty;
  return (
    <>
      <ListingGrid>
        {listings.map((listing, index) => (
          <ListingItem
            key={listing.id}
            listing={listing}
            first={index === 0}
            onFirstReady={index === 0 ? setPhoto : undefined}
            painted={painted}
            heading={headings}
            note={note?.(listing)}
            converted={convertedPrice?.(listing)}
          />
        ))}
      </ListingGrid>
      <LoadMore
        fetching={query.isFetchingNextPage}
        hasMore={query.hasNextPage}
        onLoad={() => void query.fetchNextPage()}
        what={what}
        buttonRef={loadMoreRef}
      />
    </>
  );
}
