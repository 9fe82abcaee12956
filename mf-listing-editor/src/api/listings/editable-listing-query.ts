// The listing an owner opens to edit, as one query: its key, function and options in one object
// the page and a test share.
import { queryOptions } from '@tanstack/react-query';
import { editorKeys } from '../query-keys.ts';
import { readListing } from './listing-writes.ts';

export function editableListingQuery(listingId: string) {
  return queryOptions({
    queryKey: editorKeys.editable(listingId),
    queryFn: () => readListing(listingId),
    // Never filled from an earlier visit's copy: an edit starts from the listing as it is now.
    gcTime: 0,
    staleTime: 0,
  });
}
