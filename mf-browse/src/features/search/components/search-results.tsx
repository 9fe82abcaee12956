import { useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { memo, useEffect } from 'react';
import { Button } from 'design-system/button';
import { EmptyState } from 'design-system/empty-state';
import { Spinner } from 'design-system/spinner';
import type { Listing } from 'listing-domain';
import type { SearchCriteria, SearchModel } from '../../../api/search/load-search.ts';
import { searchResultsQuery } from '../../../api/search/search-results-query.ts';
import { ListingPages } from '../../../components/listing-pages.tsx';
import { useFailureToast } from '../../../hooks/use-failure-toast.ts';
import { filtersToLoosen } from '../utils/search-summary.ts';

/**
 * The homes a search finds, 10 at a time with Load More (no button after the last page). Pages
 * are cached by the search's address, so Back and Forward bring a search back with what it loaded.
 * Drawn again only when its own props change (not when the page's count or rates arrive).
 */
export const SearchResults = memo(function SearchResults({
  criteria,
  searchKey,
  search,
  firstScreenPage,
  enabled = true,
  onClear,
  onFirstPage,
  convertedPrice,
  checkingPlace = false,
}: {
  criteria: SearchCriteria;
  searchKey: string;
  search: SearchModel['searchListings'];
  /** The first page as the page's HTML holds it (the server rendered it), or undefined. */
  firstScreenPage?: SearchModel['firstScreenSearchPage'];
  /** False while the page still works out what to search (the place a text names). */
  enabled?: boolean;
  onClear: () => void;
  /** Told the search's key once its first page has loaded (or failed to). */
  onFirstPage?: (searchKey: string) => void;
  /** A listing's price in the currency the page shows, when it is priced in another (issue 53). */
  convertedPrice?: (listing: Listing) => string | undefined;
  /** Nothing found yet, but the place typed may yet be put right: no "No homes match" meanwhile (issue 86). */
  checkingPlace?: boolean;
}) {
  const { i18n, t } = useLingui();
  const query = useInfiniteQuery({ ...searchResultsQuery(searchKey, criteria, search, firstScreenPage), enabled });
  useFailureToast(query.errorUpdateCount);
  const settled = !query.isPending;
  useEffect(() => {
    if (settled) onFirstPage?.(searchKey);
  }, [settled, searchKey, onFirstPage]);

  const loosen = filtersToLoosen(criteria).map((filter) => i18n._(filter));
  const filters = loosen.join(', ');
  const empty = checkingPlace ? (
    <Spinner label={t`Looking for the place you typed`} />
  ) : (
    <EmptyState
      action={
        loosen.length > 0 ? (
          <Button variant="secondary" onClick={onClear}>
            {t`Clear all`}
          </Button>
        ) : undefined
      }
    >
      <h2>{t`No homes match this search`}</h2>
      <p>{loosen.length > 0 ? t`Try loosening ${filters}.` : t`No home is listed yet.`}</p>
    </EmptyState>
  );
  return <ListingPages query={query} what="homes" empty={empty} headings convertedPrice={convertedPrice} />;
});
