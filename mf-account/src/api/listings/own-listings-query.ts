// The profile's listings as one query, and deleting one as a mutation that takes it out of that
// query's data: key, function and options in one object the page and a test share.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Listing } from 'listing-domain';
import { accountKeys } from '../query-keys.ts';
import { deleteListing, listUserListings } from './own-listings.ts';

export function ownListingsQuery(uid: string) {
  return queryOptions({ queryKey: accountKeys.ownListings(uid), queryFn: () => listUserListings(uid) });
}

export function useOwnListings(uid: string) {
  return useQuery(ownListingsQuery(uid));
}

/** Deletes one of `uid`'s listings with its photos; the list drops it once deleted. */
export function useDeleteOwnListing(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (listing: Listing) => deleteListing(listing),
    onSuccess: (_, listing) =>
      client.setQueryData(ownListingsQuery(uid).queryKey, (shown) => shown?.filter((l) => l.id !== listing.id)),
  });
}
