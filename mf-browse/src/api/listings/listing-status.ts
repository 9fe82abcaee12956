// The owner's status of a listing (issue 36: available, under offer, let agreed or sold), set from
// its page with listing-domain's one definition of the verb (issue 48), through the page's
// Firestore SDK.
import { changeListingStatus, listingStoreOf, type Listing, type ListingStatus } from 'listing-domain';
import { loadFirestore } from 'shared-firebase';
import { announceListingChange } from 'site-contract';

/** Sets where the home stands, dated by the server; every list and page of the site reads it again. */
export async function setListingStatus(listing: Pick<Listing, 'id'>, status: ListingStatus): Promise<void> {
  await changeListingStatus(listingStoreOf(await loadFirestore()), listing.id, status);
  announceListingChange({ id: listing.id, change: 'saved' });
}
