// The listing functions of the site. The Firestore SDK (listing-operations.ts) loads with the first
// of them that needs it; a page whose first screen the HTML read early (app/early-reads.ts) may
// never need it.
import { isValidDocumentId } from '../app/document-id.ts';
import { signedInUid } from '../auth/auth.ts';
import { deleteImagesByUrl } from '../images/images.ts';
import type { ListingCursor } from './listing-cursor.ts';
import { earlyFirstListingPage, earlyListing, earlyNewestListings } from './listing-early-reads.ts';
import { PAGE_SIZE } from './listing-limits.ts';
import type { ListingFilter, ListingPage } from './listing-query.ts';
import type { Listing, ListingInput } from './listing-types.ts';

export { ListingCursor } from './listing-cursor.ts';
export { listingQueryShape, type ListingFilter, type ListingPage } from './listing-query.ts';

const listingOperations = () => import('./listing-operations.ts');

/**
 * Starts loading the Firestore code without waiting for it. A list whose first page came from the
 * page's early read calls it when its 'Load More' button comes near the screen, so the next page
 * does not wait for the SDK, and the SDK does not compete with the first screen's photos; pages
 * that read through the SDK from their first screen (the account and editor pages) call it as
 * their code loads. Pages that read their first screen without it (the lists, the search) never
 * load it for that.
 */
export function prepareListingQueries(): void {
  listingOperations().catch(() => {}); // a failure shows when the page asks
}

/**
 * One page of listings, newest first. Asks for one more than the page size so the caller
 * knows whether another page exists; `after` continues from a previous page. The first page of
 * the offers or of a category comes from the page's early read when there is one.
 */
export async function listListings(options: {
  filter: ListingFilter;
  pageSize?: number;
  after?: ListingCursor | null;
}): Promise<ListingPage> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const after = options.after ?? null;
  if (!after && pageSize === PAGE_SIZE) {
    const early = await earlyFirstListingPage(options.filter);
    if (early) return early;
  }
  const operations = await listingOperations();
  return operations.queryListingPage(options.filter, pageSize, after);
}

/** The `count` newest listings (the answer the page's HTML asked for early, when there is one). */
export async function listNewestListings(count: number): Promise<Listing[]> {
  const early = await earlyNewestListings(count);
  if (early) return early;
  return (await listListings({ filter: { all: true }, pageSize: count })).listings;
}

/** Every listing of one owner, newest first (no limit). */
export async function listUserListings(uid: string): Promise<Listing[]> {
  return (await listingOperations()).queryUserListings(uid);
}

/**
 * One listing, or null when it does not exist (from the page's early read when there is one). An id
 * Firestore cannot have (`__x__`, with a `/`, too long) is not found, without asking.
 */
export async function getListing(id: string): Promise<Listing | null> {
  if (!isValidDocumentId(id)) return null;
  const early = await earlyListing(id);
  if (early !== undefined) return early;
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
