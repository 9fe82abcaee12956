import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from 'shared-firebase';
import type { Conversation } from '../../../api/conversations/conversation-types.ts';
import { enquiryContextQuery } from '../../../api/conversations/enquiry-context-query.ts';
import type { EnquiryListing } from '../../../api/conversations/enquiry-listing.ts';

/** The kind of the after-sign-in action that keeps an enquiry's draft (shared-firebase's note). */
export const ENQUIRY_ACTION = 'enquiry';

export type EnquiryContext =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed' }
  | {
      state: 'ready';
      listing: EnquiryListing;
      /** This person's conversation about the home already, if any. */
      existing: Conversation | null;
      /** Both people's names as their accounts have them (read when sending). */
      names: () => Promise<{ mine: string; landlord: string }>;
    };

/** The listing an enquiry is about and, once the session is known, this person's conversation about it. */
export function useEnquiryContext(listingId: string, user: SessionUser | null | undefined): EnquiryContext {
  const uid = user?.uid ?? null;
  const facts = useQuery({ ...enquiryContextQuery(listingId, uid), enabled: listingId !== '' && user !== undefined });
  if (facts.isError) return { state: 'failed' };
  if (facts.data === null) return { state: 'missing' };
  if (!facts.data) return { state: 'loading' };
  const { listing, existing } = facts.data;
  return {
    state: 'ready',
    listing,
    existing,
    names: async () => {
      const { readPersonName } = await import('../../../api/conversations/enquiry-listing.ts');
      const [mine, landlord] = await Promise.all([readPersonName(uid ?? ''), readPersonName(listing.landlordId)]);
      return { mine, landlord };
    },
  };
}
