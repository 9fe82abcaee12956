// The reads the HTML starts for this remote's routes before any JavaScript has loaded (the shell's
// first-load script). The build writes each request into routes.json (tooling/publish-routes.ts),
// so a first read ships, or changes, with this remote alone. Each is derived from the query its page
// runs (listing-queries.ts); the pages take the answers by the same name (listing-reads.ts).
import {
  PAGE_SIZE,
  RECOMMENDED_COUNT,
  RUN_QUERY_FIRST_PHOTOS,
  sizedPhotoRewrite,
  type ListingType,
  type PhotoSize,
} from 'listing-domain';
import type { FirstReadRequest } from 'site-contract';
import { LISTING_MASK, LISTINGS, runQueryBody, type ListQuery } from './listing-queries.ts';

/** The names a route's read goes by (contract.ts); the data functions take the answers by them. */
export type FirstReadName = 'newest-listings' | 'offer-listings' | 'category-listings' | 'listing';

/** Stands for the route's parameter; the first-load script puts it in, JSON-escaped. */
const ARG = '{arg}';

/** The queries the first screens run: Explore's newest, and the first page (+1: is there more?) of the lists. */
export const FIRST_SCREEN_QUERIES = {
  'newest-listings': { filter: { all: true }, limit: RECOMMENDED_COUNT },
  'offer-listings': { filter: { offer: true }, limit: PAGE_SIZE + 1 },
  'category-listings': { filter: { type: ARG as ListingType }, limit: PAGE_SIZE + 1 },
} satisfies Record<Exclude<FirstReadName, 'listing'>, ListQuery>;

/** Where a REST listing document keeps its photo URLs. */
const IMAGE_URLS = ['fields', 'imgUrls', 'arrayValue', 'values'];

const runQuery = (query: ListQuery, size: PhotoSize): FirstReadRequest => ({
  method: 'POST',
  url: '{documents}:runQuery',
  body: runQueryBody(query),
  // The first card's (or the carousel's first slide's) cover, in the size the page shows.
  photos: RUN_QUERY_FIRST_PHOTOS,
  photoUrl: sizedPhotoRewrite(size),
});

/** The HTTP request behind each first read (`{documents}`: the site's Firestore REST address). */
export const FIRST_READS: Record<FirstReadName, FirstReadRequest> = {
  'newest-listings': runQuery(FIRST_SCREEN_QUERIES['newest-listings'], 'view'),
  'offer-listings': runQuery(FIRST_SCREEN_QUERIES['offer-listings'], 'card'),
  'category-listings': runQuery(FIRST_SCREEN_QUERIES['category-listings'], 'card'),
  listing: {
    method: 'GET',
    url: `{documents}/${LISTINGS}/${ARG}?${LISTING_MASK}`,
    photos: IMAGE_URLS,
    photoUrl: sizedPhotoRewrite('view'),
  },
};
