// What an enquiry form needs, as one query: the listing and, once the session is known, this
// person's conversation about it already (none for the listing's owner or a visitor).
import { queryOptions } from '@tanstack/react-query';
import type { Conversation } from './conversation-types.ts';
import type { EnquiryListing } from './enquiry-listing.ts';
import { messageKeys } from './query-keys.ts';

export interface EnquiryFacts {
  listing: EnquiryListing;
  existing: Conversation | null;
}

/** The facts, or null when there is no such listing. */
export function enquiryContextQuery(listingId: string, uid: string | null) {
  return queryOptions({
    queryKey: messageKeys.enquiry(listingId, uid),
    queryFn: async (): Promise<EnquiryFacts | null> => {
      const { readEnquiryListing, readOwnEnquiry } = await import('./enquiry-listing.ts');
      const listing = await readEnquiryListing(listingId);
      if (!listing) return null;
      const existing = uid && uid !== listing.landlordId ? await readOwnEnquiry(listingId, uid) : null;
      return { listing, existing };
    },
    // A conversation may have started since: read again each time the form opens.
    staleTime: 0,
  });
}
