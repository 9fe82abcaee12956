// The profile's listings, through the page's one Firestore and Storage SDKs (shared-firebase's
// surfaces, loaded on first use): every listing of one owner, newest first, and deleting one with
// its photos.
import {
  deletePhotos,
  LIST_READ_LIMIT,
  listingImageUrls,
  parseListing,
  type Listing,
  type ListingStatus,
} from 'listing-domain';
import { loadFirestore, loadStorage, type QueryDocumentSnapshot } from 'shared-firebase';
import { announceListingChange } from 'site-contract';

/**
 * Every listing of one owner, newest first: the profile shows them all. Read LIST_READ_LIMIT at a
 * time (the rules refuse a larger query), one query for almost every owner.
 */
export async function listUserListings(uid: string): Promise<Listing[]> {
  const sdk = await loadFirestore();
  const { collection, getDocs, limit, orderBy, query, startAfter, where } = sdk;
  const listings: Listing[] = [];
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    const snapshot = await getDocs(
      query(
        collection(sdk.db, 'listings'),
        where('userRef', '==', uid),
        orderBy('timestamp', 'desc'),
        ...(after ? [startAfter(after)] : []),
        limit(LIST_READ_LIMIT),
      ),
    );
    for (const d of snapshot.docs) {
      const listing = parseListing(d.id, d.data());
      if (listing) listings.push(listing);
    }
    if (snapshot.docs.length < LIST_READ_LIMIT) return listings;
    after = snapshot.docs.at(-1);
  }
}

/** Deletes one listing's document (and tells the other remotes, whose caches may hold it). */
export async function removeListing(id: string): Promise<void> {
  const sdk = await loadFirestore();
  await sdk.deleteDoc(sdk.doc(sdk.db, 'listings', id));
  announceListingChange({ id, change: 'deleted' });
}

/** Deletes photos from Storage; ignores ones already gone. Returns how many could not be deleted. */
export async function deleteImagesByUrl(urls: readonly string[]): Promise<number> {
  if (urls.length === 0) return 0;
  const sdk = await loadStorage();
  return deletePhotos({ reference: (url) => sdk.ref(sdk.storage, url), remove: sdk.deleteObject }, urls);
}

/** Deletes a listing and then its photos. */
export async function deleteListing(listing: Pick<Listing, 'id' | 'imgUrls' | 'floorPlanUrl'>): Promise<void> {
  await removeListing(listing.id);
  await deleteImagesByUrl(listingImageUrls(listing));
}

/**
 * Sets where one of the user's homes stands (issue 36), dated by the server: one field, which the
 * rules let its owner change without the edit quota. Every list and page of the site reads it again.
 */
export async function setListingStatus(id: string, status: ListingStatus): Promise<void> {
  const firestore = await loadFirestore();
  await firestore.updateDoc(firestore.doc(firestore.db, 'listings', id), {
    status,
    statusChangedAt: firestore.serverTimestamp(),
  });
  announceListingChange({ id, change: 'saved' });
}
