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

/**
 * The shortest time between two status changes of one home (issue 53; firestore.rules enforces
 * it, a drift test compares): long enough that a script flipping a status cannot write a listing
 * faster than Firestore's sustained one write per second per document, nor run the listing's
 * trigger more than 20 times a minute; short enough that an owner who chose the wrong status
 * corrects it at once (a correction takes a person more than this: read, choose, press).
 */
export const STATUS_CHANGE_GAP_SECONDS = 3;

/** When a status changed at `changedAt` may change again (null: at once). */
export function statusChangeableAt(changedAt: Date | null | undefined): Date | null {
  return changedAt ? new Date(changedAt.getTime() + STATUS_CHANGE_GAP_SECONDS * 1000) : null;
}

/**
 * What a refused status change says: when the next one is possible, to the second, when the last
 * change is known and that moment is still to come; otherwise to wait a few seconds.
 */
export function statusRefusedMessage(changedAt: Date | null | undefined, now = new Date()): string {
  const next = statusChangeableAt(changedAt);
  if (!next || next <= now) return 'Could not change the status. Wait a few seconds and try again.';
  const at = next.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit', second: '2-digit' });
  return `Could not change the status: a home's status changes at most once in ${STATUS_CHANGE_GAP_SECONDS} seconds. You can change it again at ${at}.`;
}
