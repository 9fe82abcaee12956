// The listing reads a page's HTML may start early (see app/early-reads.ts): the explore page's
// newest listings, the first page of the offers and of a category, and a listing's own document.
// listings.ts uses the answers when they are there.
import { type EarlyReadRequest, earlyReadKey, takeEarlyRead } from '../app/early-reads.ts';
import type { FirebaseSettings } from '../app/firebase-settings.ts';
import {
  decodeFirestoreDocument,
  decodeRunQueryResponse,
  decodeTimestampValue,
  encodeFirestoreValue,
  firestoreDocumentsUrl,
  RUN_QUERY_FIRST_PHOTOS,
} from '../app/firestore-rest.ts';
import { ListingCursor } from './listing-cursor.ts';
import { PAGE_SIZE, RECOMMENDED_COUNT } from './listing-limits.ts';
import { LISTING_FIELDS, parseListing } from './listing-parser.ts';
import { listingQueryShape, type ListingFilter, type ListingPage } from './listing-query.ts';
import type { Listing, ListingType } from './listing-types.ts';

/**
 * The reads a route can ask the HTML to start. `listing` takes the listing id as its argument,
 * `category-listings` the category (rent or sale).
 */
export type EarlyReadName = 'newest-listings' | 'offer-listings' | 'category-listings' | 'listing';

/** Where a REST listing document keeps its photo URLs. */
const IMAGE_URLS = ['fields', 'imgUrls', 'arrayValue', 'values'];

/** Stands for the category in the request; the route preload script puts it in, JSON-escaped. */
const CATEGORY_ARG = '{arg}' as ListingType;

/**
 * The runQuery body of a list of `filter`, as listing-operations.ts asks it through the SDK (same
 * filter, newest first then by id), `limit` documents. The filter value may be `{arg}`.
 */
function listQuery(filter: ListingFilter, limit: number): string {
  const { where } = listingQueryShape(filter);
  return JSON.stringify({
    structuredQuery: {
      select: { fields: LISTING_FIELDS.map((fieldPath) => ({ fieldPath })) },
      from: [{ collectionId: 'listings' }],
      ...(where
        ? {
            where: {
              fieldFilter: { field: { fieldPath: where.field }, op: 'EQUAL', value: encodeFirestoreValue(where.value) },
            },
          }
        : {}),
      orderBy: [
        { field: { fieldPath: 'timestamp' }, direction: 'DESCENDING' },
        { field: { fieldPath: '__name__' }, direction: 'DESCENDING' },
      ],
      limit,
    },
  });
}

/** The document read's field mask: the fields a listing page shows (see LISTING_FIELDS). */
const LISTING_MASK = LISTING_FIELDS.map((field) => `mask.fieldPaths=${field}`).join('&');

/** The listings among decoded REST documents (the ones parseListing accepts), in order. */
function parseListings(documents: readonly { id: string; data: Record<string, unknown> }[]): Listing[] {
  return documents.map((d) => parseListing(d.id, d.data)).filter((l): l is Listing => l !== null);
}

/** The HTTP requests behind each early read, for the project these settings name. */
export function listingEarlyReadRequests(settings: FirebaseSettings): Record<EarlyReadName, EarlyReadRequest> {
  const documents = firestoreDocumentsUrl(settings);
  return {
    // The same query listNewestListings(RECOMMENDED_COUNT) makes: every listing, newest first.
    'newest-listings': {
      method: 'POST',
      url: `${documents}:runQuery`,
      body: listQuery({ all: true }, RECOMMENDED_COUNT),
      // The carousel's first slide shows the newest listing's cover.
      photos: RUN_QUERY_FIRST_PHOTOS,
    },
    'offer-listings': {
      method: 'POST',
      url: `${documents}:runQuery`,
      body: listQuery({ offer: true }, PAGE_SIZE + 1), // one more: is there a next page?
      photos: RUN_QUERY_FIRST_PHOTOS,
    },
    'category-listings': {
      method: 'POST',
      url: `${documents}:runQuery`,
      body: listQuery({ type: CATEGORY_ARG }, PAGE_SIZE + 1),
      photos: RUN_QUERY_FIRST_PHOTOS,
    },
    listing: { method: 'GET', url: `${documents}/listings/{arg}?${LISTING_MASK}`, photos: IMAGE_URLS },
  };
}

/** The newest listings from the page's early read, or undefined when there is none to use. */
export async function earlyNewestListings(count: number): Promise<Listing[] | undefined> {
  if (count !== RECOMMENDED_COUNT) return undefined;
  const documents = decodeRunQueryResponse(await takeEarlyRead(earlyReadKey('newest-listings')));
  if (!documents) return undefined;
  return parseListings(documents);
}

/** The early read that answers the first page of `filter`'s list, if the HTML can start one. */
function firstPageReadKey(filter: ListingFilter): string | undefined {
  if ('offer' in filter) return earlyReadKey('offer-listings');
  if ('type' in filter) return earlyReadKey('category-listings', filter.type);
  return undefined;
}

/**
 * The first page (PAGE_SIZE listings) of `filter`'s list from the page's early read, with the
 * cursor the SDK continues from; undefined when there is none to use.
 */
export async function earlyFirstListingPage(filter: ListingFilter): Promise<ListingPage | undefined> {
  const key = firstPageReadKey(filter);
  if (!key) return undefined;
  const documents = decodeRunQueryResponse(await takeEarlyRead(key));
  if (!documents) return undefined;
  const shown = documents.slice(0, PAGE_SIZE);
  const last = shown[shown.length - 1];
  let next: ListingCursor | null = null;
  if (documents.length > PAGE_SIZE && last) {
    const time = decodeTimestampValue(last.fields.timestamp);
    if (!time) return undefined; // the SDK makes the cursor then
    next = new ListingCursor({ ...time, id: last.id });
  }
  return {
    listings: parseListings(shown),
    next,
  };
}

/** The listing from the page's early read, or undefined when there is none to use. */
export async function earlyListing(id: string): Promise<Listing | null | undefined> {
  const document = decodeFirestoreDocument(await takeEarlyRead(earlyReadKey('listing', id)));
  if (!document || document.id !== id) return undefined;
  return parseListing(document.id, document.data);
}
