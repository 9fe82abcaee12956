// Whether the signed-in person has reported a listing, as a query (a report sets it).
import { queryOptions } from '@tanstack/react-query';
import { browseKeys } from '../query-keys.ts';
import { hasReported } from './listing-reports.ts';

export function reportedQuery(listingId: string) {
  return queryOptions({ queryKey: browseKeys.reported(listingId), queryFn: () => hasReported(listingId) });
}
