// The first page of a search without the Firestore SDK: the same query as search-operations.ts
// asks, sent to Firestore's REST endpoint (search-first-read.ts), or taken from the read the
// page's HTML started for it (site-contract's takeEarlyRead). A visitor who only looks at the first page
// downloads no SDK; Load More continues through the SDK from this page's cursor.
import { decodeRunQueryResponse, decodeTimestampValue, parseListing, type Listing } from 'listing-domain';
import { firestoreDocumentsAddress } from 'shared-firebase';
import { takeEarlyRead, takeFirstScreenRead } from 'site-contract';
import { readFirestoreRest } from '../firestore-post.ts';
import { SearchCursor, type CursorTime } from './search-cursor.ts';
import { searchFirstRead } from './search-first-read.ts';
import { isPriced, orderFields, searchQueryPlan, type SearchCriteria } from './search-query.ts';

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

type RestSearchPage = { listings: Listing[]; next: SearchCursor | null };

/** The page a runQuery answer of `pageSize` + 1 results holds; throws on anything else. */
function searchPageOf(answer: unknown, criteria: SearchCriteria, pageSize: number): RestSearchPage {
  const documents = decodeRunQueryResponse(answer);
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

/** The first page of a search through REST; throws when Firestore cannot be reached or refuses. */
export async function fetchFirstSearchPage(criteria: SearchCriteria, pageSize: number): Promise<RestSearchPage> {
  const read = searchFirstRead(criteria, pageSize, firestoreDocumentsAddress());
  // The one the page's HTML started (mf-browse's early-read module), else our own.
  const answer = (await takeEarlyRead(read.key)) ?? (await readFirestoreRest(read.request, 'search'));
  return searchPageOf(answer, criteria, pageSize);
}

/**
 * The first page of a search as the page's HTML holds it (the server rendered the search's first
 * screen from it), or undefined. Synchronous: the results' first render shows it, with no read.
 */
export function firstScreenSearchPage(criteria: SearchCriteria, pageSize: number): RestSearchPage | undefined {
  // A price range the page has yet to convert (issue 53): the HTML holds no read of it.
  if (isPriced(criteria) && !criteria.priceEur) return undefined;
  // The key does not depend on where Firestore is (the request's body makes it).
  const answer = takeFirstScreenRead(searchFirstRead(criteria, pageSize, '').key);
  if (answer === undefined) return undefined;
  try {
    return searchPageOf(answer, criteria, pageSize);
  } catch {
    return undefined;
  }
}
