// A search as the server matches new listings with it: the key a listing's searchKeys must hold
// and, field by field, the range its value must be in (issue 37). Derived from the search's own
// query plan, so an alert finds what the search would.
import { searchQueryPlan, type SearchCriteria } from '../search/search-query.ts';

/** A field's range: at least `min`, at most `max` when there is one. */
export interface FieldRange {
  min: number;
  max?: number;
}

export interface SearchMatch {
  key: string;
  ranges: Record<string, FieldRange>;
}

/** What a listing must have to be found by the search `criteria`. */
export function searchMatchOf(criteria: SearchCriteria): SearchMatch {
  const { key, bounds } = searchQueryPlan(criteria);
  const ranges: Record<string, FieldRange> = {};
  for (const bound of bounds) {
    const range = (ranges[bound.field] ??= { min: Number.NEGATIVE_INFINITY });
    if (bound.op === '>=') range.min = bound.value;
    else range.max = bound.value;
  }
  return { key, ranges };
}
