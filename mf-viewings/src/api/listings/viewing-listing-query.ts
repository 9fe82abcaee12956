import { queryOptions } from '@tanstack/react-query';
import { viewingKeys } from '../query-keys.ts';
import { readViewingListing } from './viewing-listing.ts';

/** A listing and its viewing times, as the booking and the times pages read them. */
export const viewingListingQuery = (listingId: string) =>
  queryOptions({ queryKey: viewingKeys.listing(listingId), queryFn: () => readViewingListing(listingId) });
