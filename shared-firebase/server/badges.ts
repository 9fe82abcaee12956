// The server's side of a person's badges (issue 53; the page's side is src/app/person-badges.ts):
// `badges/{uid}`, one small document per person that the page listens to once. Each slice's server
// code keeps its own fields, counting again from the documents themselves on each change, in a
// transaction (two changes close together write their counts in order), so a replayed or retried
// event writes the same number and nothing drifts.
import { FieldValue, getFirestore, type Query } from 'firebase-admin/firestore';
import { adminApp } from './admin-app.ts';

export const BADGES_COLLECTION = 'badges';

/**
 * Counts `counted` (at most `limit`: more shows as "limit+") and writes the count into the
 * person's badges as `field`; `changedAt`, when given, is set to the server's time beside it.
 * Returns the count.
 */
export async function recountBadge(
  uid: string,
  field: string,
  counted: Query,
  { limit, changedAt }: { limit: number; changedAt?: string },
): Promise<number> {
  const db = getFirestore(adminApp());
  return db.runTransaction(async (transaction) => {
    const count = (await transaction.get(counted.limit(limit).count())).data().count;
    transaction.set(
      db.collection(BADGES_COLLECTION).doc(uid),
      { [field]: count, ...(changedAt ? { [changedAt]: FieldValue.serverTimestamp() } : {}) },
      { merge: true },
    );
    return count;
  });
}
