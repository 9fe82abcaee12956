// One more (or one less) of a listing's figures (issue 52, listing-domain/src/listing-stats.ts): its
// day's and its totals' counter of one shard, chosen at random, changed in one batch or transaction.
import { FieldValue, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import {
  dayBucketId,
  LISTING_STATS,
  STAT_SHARDS,
  statDay,
  type StatField,
} from '../../../../listing-domain/src/listing-stats.ts';

/** What a batch and a transaction both do: set with merge. */
interface StatWriter {
  set(ref: DocumentReference, data: Record<string, unknown>, options: { merge: true }): unknown;
}

/** Writes `delta` more of `field` into `writer`, for the day of `at`, on one shard. */
export function writeStat(
  db: Firestore,
  writer: StatWriter,
  listingId: string,
  field: StatField,
  delta: number,
  at: Date,
  shard = Math.floor(Math.random() * STAT_SHARDS),
): void {
  const day = statDay(at);
  writer.set(
    db.doc(`${LISTING_STATS}/${listingId}/days/${dayBucketId(day, shard)}`),
    { day, [field]: FieldValue.increment(delta) },
    { merge: true },
  );
  writer.set(
    db.doc(`${LISTING_STATS}/${listingId}/totals/${shard}`),
    { [field]: FieldValue.increment(delta) },
    { merge: true },
  );
}

export async function countStat(
  db: Firestore,
  listingId: string,
  field: StatField,
  at = new Date(),
  shard = Math.floor(Math.random() * STAT_SHARDS),
): Promise<void> {
  const batch = db.batch();
  writeStat(db, batch, listingId, field, 1, at, shard);
  await batch.commit();
}
