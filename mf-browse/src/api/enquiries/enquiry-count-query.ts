// How many people enquired about a listing (for its owner), as a query.
import { queryOptions } from '@tanstack/react-query';
import { browseKeys } from '../query-keys.ts';
import { readEnquiryCount } from './enquiry-count.ts';

export function enquiryCountQuery(listingId: string) {
  return queryOptions({ queryKey: browseKeys.enquiryCount(listingId), queryFn: () => readEnquiryCount(listingId) });
}
