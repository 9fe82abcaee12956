import { useEffect, useState } from 'react';
import type { SessionUser } from 'shared-firebase';
import type { Conversation } from '../../../api/conversations/conversation-types.ts';
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
  const [context, setContext] = useState<EnquiryContext>({ state: 'loading' });
  const uid = user?.uid;
  const known = user !== undefined;
  useEffect(() => {
    if (!listingId || !known) return undefined;
    let active = true;
    void (async () => {
      try {
        const api = await import('../../../api/conversations/enquiry-listing.ts');
        const listing = await api.readEnquiryListing(listingId);
        if (!active) return;
        if (!listing) return setContext({ state: 'missing' });
        const existing = uid && uid !== listing.landlordId ? await api.readOwnEnquiry(listingId, uid) : null;
        if (!active) return;
        setContext({
          state: 'ready',
          listing,
          existing,
          names: async () => {
            const [mine, landlord] = await Promise.all([
              api.readPersonName(uid ?? ''),
              api.readPersonName(listing.landlordId),
            ]);
            return { mine, landlord };
          },
        });
      } catch {
        if (active) setContext({ state: 'failed' });
      }
    })();
    return () => {
      active = false;
    };
  }, [listingId, uid, known]);
  return context;
}
