// Where a home stands (issue 36): available, under offer, or gone (let agreed for a rent home, sold
// for a sale). Its owner sets it; the rules allow each type its own statuses
// (firebase/firestore.rules, tested against these); the server files a let or sold home as never
// available, so the search leaves it out unless asked (search-fields.ts).
import type { ListingType } from './listing-types.ts';

export const LISTING_STATUSES = ['available', 'under-offer', 'let-agreed', 'sold'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const STATUS_LABELS: Record<ListingStatus, string> = {
  available: 'Available',
  'under-offer': 'Under offer',
  'let-agreed': 'Let agreed',
  sold: 'Sold',
};

/** The statuses a home of `type` may have, in the order an owner goes through them. */
export function statusesFor(type: ListingType): readonly ListingStatus[] {
  return type === 'rent' ? ['available', 'under-offer', 'let-agreed'] : ['available', 'under-offer', 'sold'];
}

/** Whether a home with this status is gone (let or sold): no longer searched for by default. */
export const isGone = (status: ListingStatus | undefined): boolean => status === 'let-agreed' || status === 'sold';

/** The status a stored value says, when it is one a home of `type` may have; else undefined. */
export function parseStatus(value: unknown, type: ListingType): ListingStatus | undefined {
  return typeof value === 'string' && (statusesFor(type) as readonly string[]).includes(value)
    ? (value as ListingStatus)
    : undefined;
}

/** The badge a home shows: none while it is available. */
export function statusBadge(status: ListingStatus | undefined): string | undefined {
  return status && status !== 'available' ? STATUS_LABELS[status] : undefined;
}
