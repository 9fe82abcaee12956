// A figure counted once per person (issue 85: insights count people, not actions): a marker
// document per person, listing, figure and day, created once; only its creation counts. Markers
// hold no person's id (a hash) and carry `expireAt` (two days on) for a Firestore TTL policy.
import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { statDay, type StatField } from '../../../../listing-domain/src/listing-stats.ts';
import { countStat } from './count-stat.ts';

/** Where the markers of saves, enquiries and viewing requests are kept (the editor's, server-only). */
export const STAT_MARKERS = 'listingStatMarkers';
const MARKER_DAYS = 2;

/** The marker's id: the listing, the figure, the day and a hash of who. */
export function statMarkerId(listingId: string, field: StatField, day: string, person: string): string {
  const hash = createHash('sha256').update(`${person}|${listingId}|${field}|${day}`).digest('hex').slice(0, 32);
  return `${listingId}_${field}_${day}_${hash}`;
}

/** Creates the document at `path` unless it is there: true when this call created it. */
export async function createdOnce(db: Firestore, path: string, data: Record<string, unknown>): Promise<boolean> {
  return db
    .doc(path)
    .create(data)
    .then(
      () => true,
      (error: { code?: number }) => {
        if (error.code === 6) return false; // ALREADY_EXISTS: counted today
        throw error;
      },
    );
}

/** Counts `field` of `listingId` for `person` at most once on the day of `at`; true when it counted. */
export async function countOncePerPerson(
  db: Firestore,
  listingId: string,
  field: StatField,
  person: string,
  at = new Date(),
): Promise<boolean> {
  const day = statDay(at);
  const expireAt = new Date(at.getTime() + MARKER_DAYS * 86_400_000);
  const created = await createdOnce(db, `${STAT_MARKERS}/${statMarkerId(listingId, field, day, person)}`, {
    listingId,
    field,
    day,
    expireAt,
  });
  if (created) await countStat(db, listingId, field, at);
  return created;
}
