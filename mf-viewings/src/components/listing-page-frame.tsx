import { useQuery } from '@tanstack/react-query';
import { EmptyState } from 'design-system/empty-state';
import { LoadFailed } from 'design-system/load-failed';
import { PageHeader } from 'design-system/page-header';
import { Spinner } from 'design-system/spinner';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useSessionUser, type SessionUser } from 'shared-firebase';
import { viewingListingQuery } from '../api/listings/viewing-listing-query.ts';
import type { ViewingListing } from '../api/listings/viewing-listing.ts';
import { ListingHeading } from './listing-heading.tsx';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * A page about the home in its `listing` parameter (its times, booking it): the title, the home
 * once read (or why not: gone, failed with a Retry), then `children` with the home and the person.
 * `untilZoned`: read the home again each second while its saved times wait for the server's zone.
 */
export function ListingPageFrame({
  title,
  untilZoned = false,
  children,
}: {
  title: string;
  untilZoned?: boolean;
  children: (home: ViewingListing, user: SessionUser) => ReactNode;
}) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const listingId = params.get('listing') ?? '';
  const user = useSessionUser();
  const listing = useQuery({
    ...viewingListingQuery(listingId),
    enabled: listingId !== '',
    refetchInterval: (query) =>
      untilZoned && query.state.data?.times && !query.state.data.times.timeZone ? 1000 : false,
  });
  const body =
    !listingId || listing.data === null ? (
      <EmptyState>
        <Trans>This home is no longer listed.</Trans>
      </EmptyState>
    ) : listing.isError ? (
      <LoadFailed
        message={t`The home could not be loaded.`}
        labels={{ retry: t`Retry`, retrying: t`Retrying…` }}
        retrying={listing.isFetching}
        onRetry={() => void listing.refetch()}
      />
    ) : !listing.data || !user ? (
      <Spinner area label={t`Loading the home`} />
    ) : (
      <>
        <ListingHeading
          id={listing.data.id}
          name={listing.data.name}
          type={listing.data.type}
          address={listing.data.address}
        />
        {children(listing.data, user)}
      </>
    );
  return (
    <section>
      <PageHeader title={title} />
      {body}
    </section>
  );
}
