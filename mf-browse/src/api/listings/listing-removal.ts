// The owner's Delete on the listing page: listing-domain's one definition of the verb (issue 48),
// the document and then its photos, through the page's one Firestore and Storage SDKs
// (shared-firebase's surfaces, loaded when asked).
import { deleteListingWithPhotos, listingStoreOf, photoStoreOf, type Listing } from 'listing-domain';
import { loadFirestore, loadStorage } from 'shared-firebase';
import { announceListingChange } from 'site-contract';

/** Deletes a listing and then its photos and floor plan (one that cannot be deleted does not undo it). */
export async function deleteListing(listing: Pick<Listing, 'id' | 'imgUrls' | 'floorPlanUrl'>): Promise<void> {
  await deleteListingWithPhotos(
    listingStoreOf(await loadFirestore()),
    async () => photoStoreOf(await loadStorage()),
    listing,
    () => announceListingChange({ id: listing.id, change: 'deleted' }), // this remote's cache forgets it too
  );
}
