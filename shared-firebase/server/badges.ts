// The server's side of a person's badges (issue 53; the page's side is src/app/person-badges.ts):
// `badges/{uid}`, one small document per person that the page listens to once. Each slice's server
// code keeps its own fields, counting again from the documents themselves on each change, in a
// transaction (two changes close together write their counts in order), so a replayed or retried
// event writes the same number and nothing drifts.
import { FieldValue, getFirestore, type Query } from 'firebase-admin/firestore';
import { adminApp } from './admin-app.ts';

export const BADGES_COLLECTION = 'badges';

/**
 * The options of a trigger that keeps a count of the badges (issue 86: a count within 2 s of its
 * change, the first one too): one instance kept warm (`minInstances`, Cloud Functions' own), so the
 * change does not wait for a cold start. The Functions emulator drops `minInstances`; the label,
 * which it keeps, tells the local backend to start that trigger's worker ahead (decision 061).
 */
export const LIVE_COUNT_TRIGGER = { minInstances: 1, labels: { 'kept-warm': 'true' } } as const;

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
