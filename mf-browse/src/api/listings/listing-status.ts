// The owner's status of a listing (issue 36: available, under offer, let agreed or sold), set from
// its page: one field and its date, which the rules let its owner change without the edit quota.
import type { Listing, ListingStatus } from 'listing-domain';
import { loadFirestore } from 'shared-firebase';
import { announceListingChange } from 'site-contract';

/** Sets where the home stands, dated by the server; every list and page of the site reads it again. */
export async function setListingStatus(listing: Pick<Listing, 'id'>, status: ListingStatus): Promise<void> {
  const firestore = await loadFirestore();
  await firestore.updateDoc(firestore.doc(firestore.db, 'listings', listing.id), {
    status,
    statusChangedAt: firestore.serverTimestamp(),
  });
  announceListingChange({ id: listing.id, change: 'saved' });
}
