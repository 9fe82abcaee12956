// One more of a listing's figures (issue 52, listing-domain/src/listing-stats.ts): its day's and
// its totals' counter of one shard, chosen at random, incremented in one batch.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  dayBucketId,
  LISTING_STATS,
  STAT_SHARDS,
  statDay,
  type StatField,
} from '../../../../listing-domain/src/listing-stats.ts';

export async function countStat(
  db: Firestore,
  listingId: string,
  field: StatField,
  at = new Date(),
  shard = Math.floor(Math.random() * STAT_SHARDS),
): Promise<void> {
  const day = statDay(at);
  const batch = db.batch();
  batch.set(
    db.doc(`${LISTING_STATS}/${listingId}/days/${dayBucketId(day, shard)}`),
    { day, [field]: FieldValue.increment(1) },
    { merge: true },
  );
  batch.set(
    db.doc(`${LISTING_STATS}/${listingId}/totals/${shard}`),
    { [field]: FieldValue.increment(1) },
    { merge: true },
  );
  await batch.commit();
}
