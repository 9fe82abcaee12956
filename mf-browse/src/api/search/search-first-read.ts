// The first read of a search, as data: what mf-browse's early-read module starts from the HTML
// (before any of the site's code) and what search-rest.ts asks or takes. Pure (no SDK, no state),
// so that module can carry it: a build compiles it into the module (tooling/publish-routes.ts), and
// both sides make the same request and key from the same criteria.
import type { ModuleFirstRead } from 'site-contract';
import { earlyReadKey } from 'site-contract';
import { CARD_FIELDS, RUN_QUERY_FIRST_PHOTOS, sizedPhotoRewrite } from 'listing-domain';
import { requestDigest } from './request-digest.ts';
import { orderFields, searchQueryPlan, type SearchCriteria } from './search-query.ts';

export { LISTING_LIMITS, PAGE_SIZE } from 'listing-domain';
export { DEFAULT_CRITERIA, SEARCH_SORTS } from './search-query.ts';

const number = (value: number) => (Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value });

const filter = (fieldPath: string, op: string, value: unknown) => ({
  fieldFilter: { field: { fieldPath }, op, value },
});

/** A search's query as Firestore's REST API spells it: its filters and its order. */
export function structuredSearchQuery(criteria: SearchCriteria) {
  const plan = searchQueryPlan(criteria);
  const direction = plan.shape.orderBy.direction === 'asc' ? 'ASCENDING' : 'DESCENDING';
  return {
    from: [{ collectionId: 'listings' }],
    where: {
      compositeFilter: {
        op: 'AND',
        filters: [
          filter(plan.shape.arrayContains, 'ARRAY_CONTAINS', { stringValue: plan.key }),
          ...plan.bounds.map((bound) =>
            filter(
              bound.field,
              bound.op === '>=' ? 'GREATER_THAN_OR_EQUAL' : 'LESS_THAN_OR_EQUAL',
              number(bound.value),
            ),
          ),
        ],
      },
    },
    orderBy: [...orderFields(plan.shape), '__name__'].map((fieldPath) => ({ field: { fieldPath }, direction })),
  };
}

/** The runQuery body of the first `limit` results of a search (one more than a page). */
export function searchRunQueryBody(criteria: SearchCriteria, limit: number): string {
  const plan = searchQueryPlan(criteria);
  // Only the fields a result card shows and its cursor needs (the search fields are most of a
  // document); an order field inside a selected map (geolocation.lat) comes with it.
  const listingFields: readonly string[] = CARD_FIELDS;
  const cursorOnly = orderFields(plan.shape).filter((field) => !listingFields.includes(field.split('.')[0]!));
  const fields = [...listingFields, ...cursorOnly];
  return JSON.stringify({
    structuredQuery: {
      select: { fields: fields.map((fieldPath) => ({ fieldPath })) },
      ...structuredSearchQuery(criteria),
      limit,
    },
  });
}

/**
 * The REST request of a search's first page of `pageSize` (it asks one more: is there a next
 * page?) against Firestore at `documentsUrl`, and the key its early read is kept under: the
 * request's digest, which the HTML writes beside the answer it holds (request-digest.ts).
 */
export function searchFirstRead(criteria: SearchCriteria, pageSize: number, documentsUrl: string): ModuleFirstRead {
  const body = searchRunQueryBody(criteria, pageSize + 1);
  return {
    key: earlyReadKey('search', requestDigest(body)),
    request: {
      method: 'POST',
      url: `${documentsUrl}:runQuery`,
      body,
      // The first card's photo, in the size the card shows.
      photos: RUN_QUERY_FIRST_PHOTOS,
      photoUrl: sizedPhotoRewrite('card'),
    },
  };
}
