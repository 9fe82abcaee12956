// The owner's answer to "Is it still available?" (issue 52): a renewal, with listing-domain's one
// definition of the verb, through the page's Firestore SDK. The server's trigger puts the home
// back on the lists and search within seconds.
import { listingStoreOf, renewListing, type Listing } from 'listing-domain';
import { loadFirestore } from 'shared-firebase';
import { announceListingChange } from 'site-contract';

/** Confirms the home is still available; every list and page of the site reads it again. */
export async function renewOwnListing(listing: Pick<Listing, 'id'>): Promise<void> {
  await renewListing(listingStoreOf(await loadFirestore()), listing.id);
  announceListingChange({ id: listing.id, change: 'saved' });
}
