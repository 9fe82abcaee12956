import type { ListingCursor } from './listing-cursor.ts';
import type { Listing, ListingType } from './listing-types.ts';

export type ListingFilter = { type: ListingType } | { offer: true } | { userRef: string } | { all: true };

export interface ListingPage {
  listings: Listing[];
  /** Null when there is nothing after this page. */
  next: ListingCursor | null;
}

/** The equality filter and order of one list query, as plain data (the index test reads it too). */
export function listingQueryShape(filter: ListingFilter): {
  where: { field: 'type' | 'offer' | 'userRef'; value: string | boolean } | null;
  orderBy: 'timestamp';
} {
  if ('type' in filter) return { where: { field: 'type', value: filter.type }, orderBy: 'timestamp' };
  if ('offer' in filter) return { where: { field: 'offer', value: true }, orderBy: 'timestamp' };
  if ('userRef' in filter) return { where: { field: 'userRef', value: filter.userRef }, orderBy: 'timestamp' };
  return { where: null, orderBy: 'timestamp' };
}
