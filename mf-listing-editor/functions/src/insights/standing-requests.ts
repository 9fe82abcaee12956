// A listing's viewing requests, counted as people whose request stands (issue 85): one person's
// nineteen requests on a day count one, and a request the server or the owner declined, or that was
// cancelled, counts none. Each person's marker for a listing and day (the day the request was made)
// holds the ids of their requests that still stand; the figure moves when that set becomes empty or
// stops being so, in the same transaction. Markers are kept long enough for a cancellation weeks
// later to be taken off its day's figure.
import type { Firestore } from 'firebase-admin/firestore';
import { statDay } from '../../../../listing-domain/src/listing-stats.ts';
import { STAT_MARKERS, statMarkerId } from './counted-once.ts';
import { writeStat } from './count-stat.ts';

/** How long a day's markers of viewing requests are kept (a cancellation after that changes nothing). */
export const REQUEST_MARKER_DAYS = 90;

/** Whether a viewing of this status is still a request someone makes: not declined nor cancelled. */
export const stands = (status: unknown): boolean => status !== 'declined' && status !== 'cancelled';

/** The ids standing after `viewingId` stands or not; the same array when nothing changes. */
export function standingAfter(standing: readonly string[], viewingId: string, standsNow: boolean): readonly string[] {
  const has = standing.includes(viewingId);
  if (has === standsNow) return standing;
  return standsNow ? [...standing, viewingId] : standing.filter((id) => id !== viewingId);
}

/**
 * Records whether `viewingId` (made by `person` at `madeAt`) stands, as the request is now (read in
 * the transaction, not taken from the event): events of one request may be handled out of order or
 * twice (Firestore triggers promise neither order nor once), and whichever comes last then leaves
 * the figure as the request stands. Moves the figure when it must.
 */
export async function recordRequest(
  db: Firestore,
  listingId: string,
  person: string,
  viewingId: string,
  madeAt: Date,
): Promise<void> {
  const day = statDay(madeAt);
  const marker = db.doc(`${STAT_MARKERS}/${statMarkerId(listingId, 'viewings', day, person)}`);
  await db.runTransaction(async (transaction) => {
    const [seen, listing, request] = await Promise.all([
      transaction.get(marker),
      transaction.get(db.doc(`listings/${listingId}`)),
      transaction.get(db.doc(`viewings/${viewingId}`)),
    ]);
    const standsNow =
      request.exists &&
      request.get('listingId') === listingId &&
      request.get('requesterId') === person &&
      stands(request.get('status'));
    const stored: unknown = seen.get('standing');
    const standing = Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
    const next = standingAfter(standing, viewingId, standsNow);
    if (next === standing) return;
    transaction.set(marker, {
      listingId,
      field: 'viewings',
      day,
      standing: next,
      expireAt: new Date(madeAt.getTime() + REQUEST_MARKER_DAYS * 86_400_000),
    });
    const delta = (next.length > 0 ? 1 : 0) - (standing.length > 0 ? 1 : 0);
    // A deleted listing's figures are gone (listing-trigger.ts): its requests ending later add none back.
    if (delta !== 0 && listing.exists) writeStat(db, transaction, listingId, 'viewings', delta, madeAt);
  });
}
