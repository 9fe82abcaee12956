// The profile's listings, through the page's one Firestore and Storage SDKs (shared-firebase's
// surfaces, loaded on first use): every listing of one owner, newest first, and deleting one with
// its photos.
import { deletePhotos, parseListing, type Listing } from 'listing-domain';
import { loadFirestore, loadStorage } from 'shared-firebase';

/** Every listing of one owner, newest first (no limit: the profile shows them all). */
export async function listUserListings(uid: string): Promise<Listing[]> {
  const sdk = await loadFirestore();
  const snapshot = await sdk.getDocs(
    sdk.query(sdk.collection(sdk.db, 'listings'), sdk.where('userRef', '==', uid), sdk.orderBy('timestamp', 'desc')),
  );
  return snapshot.docs.map((d) => parseListing(d.id, d.data())).filter((l): l is Listing => l !== null);
}

/** Deletes one listing's document. */
export async function removeListing(id: string): Promise<void> {
  const sdk = await loadFirestore();
  await sdk.deleteDoc(sdk.doc(sdk.db, 'listings', id));
}

/** Deletes photos from Storage; ignores ones already gone. Returns how many could not be deleted. */
export async function deleteImagesByUrl(urls: readonly string[]): Promise<number> {
  if (urls.length === 0) return 0;
  const sdk = await loadStorage();
  return deletePhotos({ reference: (url) => sdk.ref(sdk.storage, url), remove: sdk.deleteObject }, urls);
}

/** Deletes a listing and then its photos. */
export async function deleteListing(listing: Pick<Listing, 'id' | 'imgUrls'>): Promise<void> {
  await removeListing(listing.id);
  await deleteImagesByUrl(listing.imgUrls);
}
