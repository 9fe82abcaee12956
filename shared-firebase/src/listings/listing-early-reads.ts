// The listing reads a page's HTML may start early (see app/early-reads.ts): the explore page's
// newest listings and a listing's own document. listings.ts uses the answers when they are there.
import { type EarlyReadRequest, earlyReadKey, takeEarlyRead } from '../app/early-reads.ts';
import type { FirebaseSettings } from '../app/firebase-settings.ts';
import { decodeFirestoreDocument, decodeRunQueryResponse, firestoreDocumentsUrl } from '../app/firestore-rest.ts';
import { RECOMMENDED_COUNT } from './listing-limits.ts';
import { parseListing } from './listing-parser.ts';
import type { Listing } from './listing-types.ts';

/** The reads a route can ask the HTML to start; `listing` takes the listing id as its argument. */
export type EarlyReadName = 'newest-listings' | 'listing';

/** Where a REST listing document keeps its photo URLs. */
const IMAGE_URLS = ['fields', 'imgUrls', 'arrayValue', 'values'];

/** The HTTP requests behind each early read, for the project these settings name. */
export function listingEarlyReadRequests(settings: FirebaseSettings): Record<EarlyReadName, EarlyReadRequest> {
  const documents = firestoreDocumentsUrl(settings);
  return {
    // The same query listNewestListings(RECOMMENDED_COUNT) makes: every listing, newest first.
    'newest-listings': {
      method: 'POST',
      url: `${documents}:runQuery`,
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: 'listings' }],
          orderBy: [{ field: { fieldPath: 'timestamp' }, direction: 'DESCENDING' }],
          limit: RECOMMENDED_COUNT,
        },
      }),
      // The carousel's first slide shows the newest listing's cover.
      photos: [0, 'document', ...IMAGE_URLS],
    },
    listing: { method: 'GET', url: `${documents}/listings/{arg}`, photos: IMAGE_URLS },
  };
}

/** The newest listings from the page's early read, or undefined when there is none to use. */
export async function earlyNewestListings(count: number): Promise<Listing[] | undefined> {
  if (count !== RECOMMENDED_COUNT) return undefined;
  const documents = decodeRunQueryResponse(await takeEarlyRead(earlyReadKey('newest-listings')));
  if (!documents) return undefined;
  return documents.map((d) => parseListing(d.id, d.data)).filter((l): l is Listing => l !== null);
}

/** The listing from the page's early read, or undefined when there is none to use. */
export async function earlyListing(id: string): Promise<Listing | null | undefined> {
  const document = decodeFirestoreDocument(await takeEarlyRead(earlyReadKey('listing', id)));
  if (!document || document.id !== id) return undefined;
  return parseListing(document.id, document.data);
}
