// The owner's verbs on a listing (issue 48: one definition, whichever slice offers them: the
// listing page's owner controls, the profile's list, account deletion). Pure, as deletePhotos is:
// the remote hands in the calls of the page's one Firestore SDK (shared-firebase's loadFirestore);
// the rules (mf-listing-editor/firebase) are what a write must satisfy.
import { listingImageUrls } from './listing-facts.ts';
import type { Listing } from './listing-types.ts';
import type { ListingStatus } from './listing-status.ts';
import { deletePhotos, type PhotoStore } from './photo-removal.ts';

/** The Firestore calls the verbs need: a listing's document, an update, a delete, the server's time. */
export interface ListingStore<Reference> {
  listing(id: string): Reference;
  update(reference: Reference, data: Record<string, unknown>): Promise<void>;
  remove(reference: Reference): Promise<void>;
  serverTime(): unknown;
}

/** The calls of the page's Firestore SDK the verbs use (shared-firebase's FirestoreSdk has them). */
export interface FirestoreCalls<Database, Reference> {
  db: Database;
  doc(db: Database, path: string, ...segments: string[]): Reference;
  updateDoc(reference: Reference, data: Record<string, unknown>): Promise<void>;
  deleteDoc(reference: Reference): Promise<void>;
  serverTimestamp(): unknown;
}

/** The listings' documents through the page's Firestore SDK. */
export function listingStoreOf<Database, Reference>(sdk: FirestoreCalls<Database, Reference>): ListingStore<Reference> {
  return {
    listing: (id) => sdk.doc(sdk.db, 'listings', id),
    update: (reference, data) => sdk.updateDoc(reference, data),
    remove: (reference) => sdk.deleteDoc(reference),
    serverTime: () => sdk.serverTimestamp(),
  };
}

/** The Storage calls of the page's SDK a deletion of photos uses (shared-firebase's StorageSdk has them). */
export interface StorageCalls<Storage, Reference> {
  storage: Storage;
  ref(storage: Storage, url: string): Reference;
  deleteObject(reference: Reference): Promise<void>;
}

/** The bucket's photos through the page's Storage SDK. */
export function photoStoreOf<Storage, Reference>(sdk: StorageCalls<Storage, Reference>): PhotoStore<Reference> {
  return { reference: (url) => sdk.ref(sdk.storage, url), remove: (reference) => sdk.deleteObject(reference) };
}

/**
 * Sets where the home stands (issue 36), dated by the server: the one change the rules let its
 * owner make without the edit quota (status and its date, nothing else).
 */
export function changeListingStatus<Reference>(
  store: ListingStore<Reference>,
  id: string,
  status: ListingStatus,
): Promise<void> {
  return store.update(store.listing(id), { status, statusChangedAt: store.serverTime() });
}

/**
 * Confirms the home is still available (issue 52): `renewedAt`, dated by the server, and nothing
 * else (the rules' renewal); the server then lists it again and dates the touch.
 */
export function renewListing<Reference>(store: ListingStore<Reference>, id: string): Promise<void> {
  return store.update(store.listing(id), { renewedAt: store.serverTime() });
}

/** Deletes a listing's document. */
export function removeListingDocument<Reference>(store: ListingStore<Reference>, id: string): Promise<void> {
  return store.remove(store.listing(id));
}

/**
 * Deletes a listing: its document first (it is gone from the site at once: `removed` is told), then
 * its photos and floor plan (one that cannot be deleted does not undo it), with the Storage calls
 * `photos` loads only when there are files. Returns how many files could not be deleted.
 */
export async function deleteListingWithPhotos<Reference, PhotoReference>(
  store: ListingStore<Reference>,
  photos: () => Promise<PhotoStore<PhotoReference>>,
  listing: Pick<Listing, 'id' | 'imgUrls' | 'floorPlanUrl'>,
  removed?: () => void,
): Promise<number> {
  await removeListingDocument(store, listing.id);
  removed?.();
  const files = listingImageUrls(listing);
  return files.length === 0 ? 0 : deletePhotos(await photos(), files);
}
