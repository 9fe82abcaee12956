// A listing's insights as one query (its key, function and options in one object).
import { queryOptions } from '@tanstack/react-query';
import { editorKeys } from '../query-keys.ts';
import { readListingInsights } from './listing-insights.ts';

export function listingInsightsQuery(listingId: string) {
  return queryOptions({
    queryKey: editorKeys.insights(listingId),
    queryFn: () => readListingInsights(listingId),
    // A refused read (not the owner) is not retried: it will be refused again.
    retry: false,
  });
}
