// The browse pages' listing reads. The first screen's answer comes from the page's HTML when the
// server rendered its first screen (taken at once, so the page's first render shows it), else from
// the read the HTML started (first-reads.ts) when there is one; otherwise, and for Load More, the
// query runs through the page's one Firestore SDK (shared-firebase's surface), loaded on first use.
import {
  decodeFirestoreDocument,
  decodeRunQueryResponse,
  decodeTimestampValue,
  isValidDocumentId,
  ListingCursor,
  PAGE_SIZE,
  parseListing,
  type Listing,
  type ListingFilter,
  type ListingPage,
  type RestDocument,
} from 'listing-domain';
import { loadFirestore, type FirestoreSdk, type QueryDocumentSnapshot } from 'shared-firebase';
import { earlyReadKey, takeEarlyRead, takeFirstScreenRead } from 'site-contract';
import { FIRST_SCREEN_QUERIES } from './first-reads.ts';
import { LISTINGS, toSdkQuery } from './listing-queries.ts';

/**
 * Starts loading the Firestore SDK without waiting for it: a list whose first page came from the
 * early read calls it when its Load More button comes near the screen, so the next page does not
 * wait for the SDK, and the SDK does not compete with the first screen's photos.
 */
export function prepareListingQueries(): void {
  loadFirestore().catch(() => {}); // a failure shows when the page asks
}

/**
 * The listings of a list's documents: those that parse, and are on the lists (issue 52: a home the
 * server took off, unconfirmed for 90 days, is left out here rather than by the query, so that a
 * list keeps the spec's query and shows every listing written without the care's fields; it reads
 * one document it does not show, and the newest pages, which people see, rarely hold such a home).
 */
const parsed = (documents: readonly { id: string; data: Record<string, unknown> }[]): Listing[] =>
  documents.map((d) => parseListing(d.id, d.data)).filter((l): l is Listing => l !== null && l.listed !== false);

/**
 * A page of SDK documents: the first `pageSize`, and where the next page starts if there is one
 * (none when the last one's time is not a Firestore time: the rules forbid that).
 */
function sdkPage(sdk: FirestoreSdk, docs: QueryDocumentSnapshot[], pageSize: number): ListingPage {
  const shown = docs.slice(0, pageSize);
  const last = shown[shown.length - 1];
  const time: unknown = last?.get('timestamp');
  return {
    listings: parsed(shown.map((d) => ({ id: d.id, data: d.data() }))),
    next:
      docs.length > pageSize && last && time instanceof sdk.Timestamp
        ? new ListingCursor({ seconds: time.seconds, nanoseconds: time.nanoseconds, id: last.id })
        : null,
  };
}

/** A page from the HTML's runQuery answer, with the cursor the SDK continues from. */
function restPage(documents: RestDocument[], pageSize: number): ListingPage | undefined {
  const shown = documents.slice(0, pageSize);
  const last = shown[shown.length - 1];
  let next: ListingCursor | null = null;
  if (documents.length > pageSize && last) {
    const time = decodeTimestampValue(last.fields.timestamp);
    if (!time) return undefined; // the SDK makes the cursor then
    next = new ListingCursor({ ...time, id: last.id });
  }
  return { listings: parsed(shown), next };
}

/** The key of the early read that answers the first page of `filter`'s list, if the HTML starts one. */
function firstPageReadKey(filter: ListingFilter): string | undefined {
  if ('offer' in filter) return earlyReadKey('offer-listings');
  if ('type' in filter) return earlyReadKey('category-listings', filter.type);
  return undefined;
}

/**
 * The first page of `filter`'s list as the page's HTML holds it (the server rendered the list's
 * first screen from it), or undefined. Synchronous: the list's first render shows it.
 */
export function firstScreenListingPage(filter: ListingFilter): ListingPage | undefined {
  const key = firstPageReadKey(filter);
  const documents = key ? decodeRunQueryResponse(takeFirstScreenRead(key)) : undefined;
  return documents ? restPage(documents, PAGE_SIZE) : undefined;
}

/** Explore's newest listings as the page's HTML holds them (its first screen), or undefined. */
export function firstScreenNewestListings(count: number): Listing[] | undefined {
  if (count !== FIRST_SCREEN_QUERIES['newest-listings'].limit) return undefined;
  const documents = decodeRunQueryResponse(takeFirstScreenRead(earlyReadKey('newest-listings')));
  return documents ? parsed(documents) : undefined;
}

/** Whether a REST answer is Firestore's "not found" for a document GET. */
export function isMissingDocument(answer: unknown): boolean {
  if (typeof answer !== 'object' || answer === null || !('error' in answer)) return false;
  const { error } = answer;
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 404;
}

/**
 * The listing `id` as the page's HTML holds it (the server rendered its first screen from it):
 * the listing, null when the server found none, undefined when the HTML holds no answer.
 */
export function firstScreenListing(id: string): Listing | null | undefined {
  if (!isValidDocumentId(id)) return undefined;
  const answer = takeFirstScreenRead(earlyReadKey('listing', id));
  if (isMissingDocument(answer)) return null;
  const document = decodeFirestoreDocument(answer);
  return document && document.id === id ? parseListing(document.id, document.data) : undefined;
}

/**
 * One page of listings, newest first. Asks for one more than the page size so the caller knows
 * whether another page exists; `after` continues from a previous page. The first page of the
 * offers or of a category comes from the page's early read when there is one.
 */
export async function listListings(options: {
  filter: ListingFilter;
  pageSize?: number;
  after?: ListingCursor | null;
}): Promise<ListingPage> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const after = options.after ?? null;
  const key = !after && pageSize === PAGE_SIZE ? firstPageReadKey(options.filter) : undefined;
  if (key) {
    const documents = decodeRunQueryResponse(await takeEarlyRead(key));
    const early = documents && restPage(documents, pageSize);
    if (early) return early;
  }
  const sdk = await loadFirestore();
  const snapshot = await sdk.getDocs(toSdkQuery(sdk, { filter: options.filter, limit: pageSize + 1 }, after));
  return sdkPage(sdk, snapshot.docs, pageSize);
}

/** The `count` newest listings (the answer the page's HTML asked for early, when there is one). */
export async function listNewestListings(count: number): Promise<Listing[]> {
  if (count === FIRST_SCREEN_QUERIES['newest-listings'].limit) {
    const documents = decodeRunQueryResponse(await takeEarlyRead(earlyReadKey('newest-listings')));
    if (documents) return parsed(documents);
  }
  return (await listListings({ filter: { all: true }, pageSize: count })).listings;
}

/**
 * One listing, or null when it does not exist (from the page's early read when there is one). An id
 * Firestore cannot have (`__x__`, with a `/`, too long) is not found, without asking.
 */
export async function getListing(id: string): Promise<Listing | null> {
  if (!isValidDocumentId(id)) return null;
  const document = decodeFirestoreDocument(await takeEarlyRead(earlyReadKey('listing', id)));
  if (document && document.id === id) return parseListing(document.id, document.data);
  const sdk = await loadFirestore();
  const snapshot = await sdk.getDoc(sdk.doc(sdk.db, LISTINGS, id));
  return snapshot.exists() ? parseListing(snapshot.id, snapshot.data()) : null;
}
