// A landlord's public profile (the contact page), as a query; null when there is none.
import { queryOptions } from '@tanstack/react-query';
import { browseKeys } from '../query-keys.ts';
import { getLandlordProfile } from './landlord-profile.ts';

export function landlordQuery(landlordId: string) {
  return queryOptions({ queryKey: browseKeys.landlord(landlordId), queryFn: () => getLandlordProfile(landlordId) });
}
