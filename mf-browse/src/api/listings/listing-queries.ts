// The browse pages' listing queries, each defined once as data (ListQuery). The SDK query that
// Load More and a page without an early read run (toSdkQuery) and the REST request the HTML starts
// before any code has loaded (runQueryBody, first-reads.ts) are both derived from it, so the two
// cannot drift apart.
import {
  encodeFirestoreValue,
  CARD_FIELDS,
  LISTING_FIELDS,
  listingQueryShape,
  type ListingCursor,
  type ListingFilter,
} from 'listing-domain';
import type { FirestoreSdk, QueryConstraint } from 'shared-firebase';

/** One list query: its filter and how many documents it reads. Always newest first, then by id. */
export interface ListQuery {
  filter: ListingFilter;
  limit: number;
}

/** Newest first, then by id: the order Firestore applies anyway, spelled out so a cursor of values can continue it. */
const ORDER = [
  { field: 'timestamp', direction: 'desc' },
  { field: '__name__', direction: 'desc' },
] as const;

/** The listings collection of the browse pages. */
export const LISTINGS = 'listings';

/** The query as the Firestore SDK runs it, continuing after `after` when given. */
export function toSdkQuery(sdk: FirestoreSdk, { filter, limit }: ListQuery, after: ListingCursor | null = null) {
  const { where } = listingQueryShape(filter);
  const constraints: QueryConstraint[] = [
    ...(where ? [sdk.where(where.field, '==', where.value)] : []),
    ...ORDER.map(({ field, direction }) => sdk.orderBy(field === '__name__' ? sdk.documentId() : field, direction)),
    ...(after
      ? [sdk.startAfter(new sdk.Timestamp(after.position.seconds, after.position.nanoseconds), after.position.id)]
      : []),
    sdk.limit(limit),
  ];
  return sdk.query(sdk.collection(sdk.db, LISTINGS), ...constraints);
}

/**
 * The same query as the body of Firestore's REST runQuery, asking only for the fields a page shows
 * on a card (CARD_FIELDS: no description). The filter's value may be a placeholder such as `{arg}` (the route's parameter,
 * put in by the first-load script).
 */
export function runQueryBody({ filter, limit }: ListQuery): string {
  const { where } = listingQueryShape(filter);
  return JSON.stringify({
    structuredQuery: {
      select: { fields: CARD_FIELDS.map((fieldPath) => ({ fieldPath })) },
      from: [{ collectionId: LISTINGS }],
      ...(where
        ? {
            where: {
              fieldFilter: { field: { fieldPath: where.field }, op: 'EQUAL', value: encodeFirestoreValue(where.value) },
            },
          }
        : {}),
      orderBy: ORDER.map(({ field, direction }) => ({
        field: { fieldPath: field },
        direction: direction === 'desc' ? 'DESCENDING' : 'ASCENDING',
      })),
      limit,
    },
  });
}

/** The document read's field mask, as REST query parameters: the fields a listing page shows. */
export const LISTING_MASK = LISTING_FIELDS.map((field) => `mask.fieldPaths=${field}`).join('&');
