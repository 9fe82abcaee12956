// The listing functions the account and editor remotes still call here (issue 33 moves them to
// their remotes; the browse pages' reads are mf-browse's own). The Firestore SDK
// (listing-operations.ts) loads with the first of them that needs it.
import { isValidDocumentId } from 'listing-domain';
import { signedInUid } from '../auth/auth.ts';
import { deleteImagesByUrl } from '../images/images.ts';
import type { Listing, ListingInput } from 'listing-domain';

const listingOperations = () => import('./listing-operations.ts');

/**
 * Starts loading the Firestore code without waiting for it: pages that read through the SDK from
 * their first screen (the account and editor pages) call it as their code loads.
 */
export function prepareListingQueries(): void {
  listingOperations().catch(() => {}); // a failure shows when the page asks
}

/** Every listing of one owner, newest first (no limit). */
export async function listUserListings(uid: string): Promise<Listing[]> {
  return (await listingOperations()).queryUserListings(uid);
}

/**
 * One listing, or null when it does not exist. An id Firestore cannot have (`__x__`, with a `/`,
 * too long) is not found, without asking.
 */
export async function getListing(id: string): Promise<Listing | null> {
  if (!isValidDocumentId(id)) return null;
  return (await listingOperations()).readListing(id);
}

/** Creates a listing owned by the signed-in user; returns its id. */
export async function createListing(input: ListingInput): Promise<string> {
  const uid = await signedInUid();
  return (await listingOperations()).writeNewListing(input, uid);
}

/** Throws PublishLimitError when the signed-in user has published too many listings this minute. */
export async function checkPublishQuota(): Promise<void> {
  const uid = await signedInUid();
  await (await listingOperations()).checkPublishQuota(uid);
}

/** Replaces the editable fields of a listing (the owner and time stay). */
export async function updateListing(id: string, input: ListingInput): Promise<void> {
  await signedInUid();
  await (await listingOperations()).writeListingUpdate(id, input);
}

/** Deletes a listing and then its images in Storage. */
export async function deleteListing(listing: Pick<Listing, 'id' | 'imgUrls'>): Promise<void> {
  await (await listingOperations()).removeListing(listing.id);
  await deleteImagesByUrl(listing.imgUrls);
}
