// How many homes a search finds, for the results summary ("12 homes for rent in “Lyon”"; issue 35,
// defect 10): a count aggregation of the search's own query, through Firestore's REST endpoint
// (no SDK to download for it). Counted up to SEARCH_COUNT_MAX: the rules let no list go past the
// map's 201 documents (a count is a list to them), and Firestore bills a count one read per
// thousand entries it goes through, so a count costs one read, whatever the collection's size.
import { LIST_READ_LIMIT } from 'listing-domain';
import { firestoreDocumentsAddress } from 'shared-firebase';
import { readFirestoreRest } from '../firestore-post.ts';
import { structuredSearchQuery } from './search-first-read.ts';
import type { SearchCriteria } from './search-query.ts';

/** The most a count goes to; past it the summary says "200+". */
export const SEARCH_COUNT_MAX = LIST_READ_LIMIT - 1;

export interface SearchCount {
  /** Homes found, at most SEARCH_COUNT_MAX. */
  count: number;
  /** Whether there are more than that. */
  more: boolean;
}

/** The runAggregationQuery body counting what `criteria` finds, one past the most said. */
export function searchCountBody(criteria: SearchCriteria): string {
  return JSON.stringify({
    structuredAggregationQuery: {
      // The limit bounds the count (upTo would too, but the rules see only a limit).
      structuredQuery: { ...structuredSearchQuery(criteria), limit: SEARCH_COUNT_MAX + 1 },
      aggregations: [{ alias: 'homes', count: {} }],
    },
  });
}

/** The count out of a runAggregationQuery answer, or null when it holds none. */
export function decodeSearchCount(answer: unknown): SearchCount | null {
  const first: unknown = Array.isArray(answer) ? answer[0] : undefined;
  const value = (first as { result?: { aggregateFields?: { homes?: { integerValue?: string } } } } | undefined)?.result
    ?.aggregateFields?.homes?.integerValue;
  const count = Number(value);
  if (value === undefined || !Number.isInteger(count) || count < 0) return null;
  return { count: Math.min(count, SEARCH_COUNT_MAX), more: count > SEARCH_COUNT_MAX };
}

/** How many homes `criteria` finds; throws when Firestore cannot be reached or refuses. */
export async function countSearch(criteria: SearchCriteria): Promise<SearchCount> {
  const answer = await readFirestoreRest(
    { url: `${firestoreDocumentsAddress()}:runAggregationQuery`, body: searchCountBody(criteria) },
    'search count',
  );
  const count = decodeSearchCount(answer);
  if (!count) throw new Error('search count: not a count answer');
  return count;
}
