// The search through the page's one Firestore SDK (shared-firebase's surface). Loaded on first use
// by search.ts.
import { parseListing, type Listing } from 'listing-domain';
import { loadFirestore, type FirestoreSdk, type QueryDocumentSnapshot } from 'shared-firebase';
import { SearchCursor, type CursorTime } from './search-cursor.ts';
import {
  boundedArea,
  MAP_QUERY_SHAPE,
  orderFields,
  searchQueryPlan,
  type MapArea,
  type SearchCriteria,
} from './search-query.ts';

export { SearchCursor };

const isTime = (value: number | CursorTime): value is CursorTime => typeof value === 'object';

/** The cursor after `last`: its values for each order field, SDK times kept to the nanosecond. */
function cursorAfter(sdk: FirestoreSdk, last: QueryDocumentSnapshot, fields: readonly string[]): SearchCursor | null {
  const values: (number | CursorTime)[] = [];
  for (const field of fields) {
    const value: unknown = last.get(field);
    if (value instanceof sdk.Timestamp) values.push({ seconds: value.seconds, nanoseconds: value.nanoseconds });
    else if (typeof value === 'number') values.push(value);
    else return null;
  }
  return new SearchCursor(values, last.id);
}

export interface SearchPage {
  listings: Listing[];
  /** Null when there is nothing after this page. */
  next: SearchCursor | null;
}

export interface AreaResult {
  /** The homes found in the area, at most `cap`. */
  listings: Listing[];
  /** Whether more homes of the search are in the area than `cap`. */
  more: boolean;
}

function filters({ where }: FirestoreSdk, criteria: SearchCriteria) {
  const plan = searchQueryPlan(criteria);
  return [
    where(plan.shape.arrayContains, 'array-contains', plan.key),
    ...plan.bounds.map((bound) => where(bound.field, bound.op, bound.value)),
  ];
}

const toListings = (docs: QueryDocumentSnapshot[]) =>
  docs.map((d) => parseListing(d.id, d.data())).filter((l): l is Listing => l !== null);

/** The homes of a search inside `area`, at most `cap` of them: reads at most `cap` + 1 documents. */
export async function querySearchArea(criteria: SearchCriteria, area: MapArea, cap: number): Promise<AreaResult> {
  const bounds = boundedArea(area);
  // The area asked here, not one the list keeps to (its ranges would be asked twice).
  const { area: _listArea, ...search } = criteria;
  const sdk = await loadFirestore();
  const { collection, getDocs, limit, orderBy, query, where } = sdk;
  const snapshot = await getDocs(
    query(
      collection(sdk.db, 'listings'),
      ...filters(sdk, search),
      where('geolocation.lat', '>=', bounds.south),
      where('geolocation.lat', '<=', bounds.north),
      where('geolocation.lng', '>=', bounds.west),
      where('geolocation.lng', '<=', bounds.east),
      orderBy(MAP_QUERY_SHAPE.orderBy.field, MAP_QUERY_SHAPE.orderBy.direction),
      limit(cap + 1),
    ),
  );
  return { listings: toListings(snapshot.docs.slice(0, cap)), more: snapshot.docs.length > cap };
}

/** One page of a search; asks for one more than the page size to know whether another exists. */
export async function querySearchPage(
  criteria: SearchCriteria,
  pageSize: number,
  after: SearchCursor | null,
): Promise<SearchPage> {
  const sdk = await loadFirestore();
  const { collection, documentId, getDocs, limit, orderBy, query, startAfter, Timestamp } = sdk;
  const plan = searchQueryPlan(criteria);
  const direction = plan.shape.orderBy.direction;
  const fields = orderFields(plan.shape);
  const position = after
    ? [...after.values.map((v) => (isTime(v) ? new Timestamp(v.seconds, v.nanoseconds) : v)), after.id]
    : [];
  const snapshot = await getDocs(
    query(
      collection(sdk.db, 'listings'),
      ...filters(sdk, criteria),
      // Every order field spelled out, then the id: the order Firestore applies anyway, so the
      // cursor is those values (a first page read through REST continues the same way).
      ...fields.map((field) => orderBy(field, direction)),
      orderBy(documentId(), direction),
      ...(after ? [startAfter(...position)] : []),
      limit(pageSize + 1),
    ),
  );
  const docs = snapshot.docs.slice(0, pageSize);
  const listings = toListings(docs);
  const last = docs.at(-1);
  return { listings, next: snapshot.docs.length > pageSize && last ? cursorAfter(sdk, last, fields) : null };
}
