// The owner's Delete on the listing page: the listing's document, then its photos, through the
// page's one Firestore and Storage SDKs (shared-firebase's surfaces, loaded when asked).
import { deletePhotos, listingImageUrls, type Listing } from 'listing-domain';
import { loadFirestore, loadStorage } from 'shared-firebase';
import { announceListingChange } from 'site-contract';

/** Deletes a listing and then its photos and floor plan (one that cannot be deleted does not undo it). */
export async function deleteListing(listing: Pick<Listing, 'id' | 'imgUrls' | 'floorPlanUrl'>): Promise<void> {
  const firestore = await loadFirestore();
  await firestore.deleteDoc(firestore.doc(firestore.db, 'listings', listing.id));
  announceListingChange({ id: listing.id, change: 'deleted' }); // this remote's cache forgets it too
  const images = listingImageUrls(listing);
  if (images.length === 0) return;
  const storage = await loadStorage();
  await deletePhotos({ reference: (url) => storage.ref(storage.storage, url), remove: storage.deleteObject }, images);
}
