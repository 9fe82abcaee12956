// The first page of a search without the Firestore SDK: the same query as search-operations.ts
// asks, sent to Firestore's REST endpoint (the way the HTML's early reads fetch the lists' first
// pages, app/early-reads.ts). A visitor who only looks at the first page downloads no SDK; Load
// More continues through the SDK from this page's cursor.
import { firebaseSettings } from '../app/firebase-services.ts';
import { decodeRunQueryResponse, decodeTimestampValue, firestoreDocumentsUrl } from '../app/firestore-rest.ts';
import { LISTING_FIELDS, parseListing } from '../listings/listing-parser.ts';
import type { Listing } from '../listings/listing-types.ts';
import { SearchCursor, type CursorTime } from './search-cursor.ts';
import { orderFields, searchQueryPlan, type SearchCriteria } from './search-query.ts';

const number = (value: number) => (Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value });

const filter = (fieldPath: string, op: string, value: unknown) => ({
  fieldFilter: { field: { fieldPath }, op, value },
});

/** The runQuery body of the first `limit` results of a search (one more than a page). */
export function searchRunQueryBody(criteria: SearchCriteria, limit: number): string {
  const plan = searchQueryPlan(criteria);
  const direction = plan.shape.orderBy.direction === 'asc' ? 'ASCENDING' : 'DESCENDING';
  // Only the fields a result card shows and its cursor needs (the search fields are most of a
  // document); an order field inside a selected map (geolocation.lat) comes with it.
  const listingFields: readonly string[] = LISTING_FIELDS;
  const cursorOnly = orderFields(plan.shape).filter((field) => !listingFields.includes(field.split('.')[0]!));
  const fields = [...listingFields, ...cursorOnly];
  return JSON.stringify({
    structuredQuery: {
      select: { fields: fields.map((fieldPath) => ({ fieldPath })) },
      from: [{ collectionId: 'listings' }],
      where: {
        compositeFilter: {
          op: 'AND',
          filters: [
            filter(plan.shape.arrayContains, 'ARRAY_CONTAINS', { stringValue: plan.key }),
            filter('priceToPay', 'GREATER_THAN_OR_EQUAL', number(plan.price.min)),
            filter('priceToPay', 'LESS_THAN_OR_EQUAL', number(plan.price.max)),
            filter('bedrooms', 'GREATER_THAN_OR_EQUAL', number(plan.bedroomsMin)),
            filter('bathrooms', 'GREATER_THAN_OR_EQUAL', number(plan.bathroomsMin)),
          ],
        },
      },
      orderBy: [...orderFields(plan.shape), '__name__'].map((fieldPath) => ({ field: { fieldPath }, direction })),
      limit,
    },
  });
}

/** The value of `path` (dotted) in a REST document's fields, as a cursor holds it. */
function cursorValue(fields: Record<string, unknown>, path: string): number | CursorTime | undefined {
  const [head, ...rest] = path.split('.');
  let value: unknown = fields[head!];
  for (const key of rest) {
    const map = (value as { mapValue?: { fields?: Record<string, unknown> } } | undefined)?.mapValue?.fields;
    value = map?.[key];
  }
  const time = decodeTimestampValue(value);
  if (time) return time;
  const raw = value as { integerValue?: string; doubleValue?: number } | undefined;
  const n = raw?.integerValue !== undefined ? Number(raw.integerValue) : raw?.doubleValue;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** The first page of a search through REST; throws when Firestore cannot be reached or refuses. */
export async function fetchFirstSearchPage(
  criteria: SearchCriteria,
  pageSize: number,
): Promise<{ listings: Listing[]; next: SearchCursor | null }> {
  const response = await fetch(`${firestoreDocumentsUrl(firebaseSettings())}:runQuery`, {
    method: 'POST',
    // text/plain: a simple request, no CORS preflight (as the early reads).
    headers: { 'content-type': 'text/plain' },
    body: searchRunQueryBody(criteria, pageSize + 1),
  });
  if (!response.ok) throw new Error(`search: Firestore answered ${response.status}`);
  const documents = decodeRunQueryResponse(await response.json());
  if (!documents) throw new Error('search: not a runQuery answer');
  const shown = documents.slice(0, pageSize);
  const listings = shown.map((d) => parseListing(d.id, d.data)).filter((l): l is Listing => l !== null);
  const last = shown.at(-1);
  if (documents.length <= pageSize || !last) return { listings, next: null };
  const fields = orderFields(searchQueryPlan(criteria).shape);
  const values = fields.map((field) => cursorValue(last.fields, field));
  if (values.some((v) => v === undefined)) throw new Error('search: a result without its order fields');
  return { listings, next: new SearchCursor(values as (number | CursorTime)[], last.id) };
}
