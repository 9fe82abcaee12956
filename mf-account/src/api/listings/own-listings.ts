// The profile's listings, through the page's one Firestore and Storage SDKs (shared-firebase's
// surfaces, loaded on first use): every listing of one owner, newest first, and deleting one with
// its photos.
import {
  changeListingStatus,
  deleteListingWithPhotos,
  deletePhotos,
  LIST_READ_LIMIT,
  listingStoreOf,
  parseListing,
  photoStoreOf,
  removeListingDocument,
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
  await removeListingDocument(listingStoreOf(await loadFirestore()), id);
  announceListingChange({ id, change: 'deleted' });
}

/** Deletes photos from Storage; ignores ones already gone. Returns how many could not be deleted. */
export async function deleteImagesByUrl(urls: readonly string[]): Promise<number> {
  if (urls.length === 0) return 0;
  return deletePhotos(photoStoreOf(await loadStorage()), urls);
}

/** Deletes a listing and then its photos (listing-domain's one definition of the verb, issue 48). */
export async function deleteListing(listing: Pick<Listing, 'id' | 'imgUrls' | 'floorPlanUrl'>): Promise<void> {
  await deleteListingWithPhotos(
    listingStoreOf(await loadFirestore()),
    async () => photoStoreOf(await loadStorage()),
    listing,
    () => announceListingChange({ id: listing.id, change: 'deleted' }),
  );
}

/**
 * Sets where one of the user's homes stands (issue 36), dated by the server: listing-domain's one
 * definition of the verb (issue 48). Every list and page of the site reads it again.
 */
export async function setListingStatus(id: string, status: ListingStatus): Promise<void> {
  await changeListingStatus(listingStoreOf(await loadFirestore()), id, status);
  announceListingChange({ id, change: 'saved' });
}
