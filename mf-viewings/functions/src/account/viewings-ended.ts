// What becomes of viewings when a person or a home leaves the site (issue 87): each slice deletes
// or closes its own data in its own functions. A viewing still to come is cancelled, with a reason
// the other person reads, in a write the viewings trigger follows as any cancellation (the slot
// freed, the other person's badge and e-mail). A person who left is named as a former member in
// every viewing they were in, so the other person's record keeps the viewing, not their name.
import { Timestamp, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { VIEWINGS, isUpcoming, parseViewing, type Viewing } from '../../../src/api/viewings/viewing.ts';
import { VIEWING_MAIL_DIGESTS, digestIdOf } from '../viewings/viewing-mail-digest.ts';

/** How a person who closed their account is named in the viewings of others. */
export const FORMER_MEMBER = 'A former member';
export const ACCOUNT_CLOSED_REASON = 'This person closed their account.';
export const HOME_GONE_REASON = 'This home was taken off the site.';

/** The fields that cancel `viewing` now, as `by` did, for `reason`. */
function cancellation(viewing: Viewing, by: string, reason: string) {
  return {
    status: 'cancelled',
    reason,
    changedBy: by,
    updatedAt: Timestamp.now(),
    unseenBy: [viewing.ownerId, viewing.requesterId].filter((uid) => uid !== by),
  };
}

const parsed = (snapshot: QueryDocumentSnapshot) => parseViewing(snapshot.id, snapshot.data());

/**
 * `uid` closed their account: their viewings still to come are cancelled, and they are a former
 * member in all of theirs; their gathered viewing news, never to be sent, goes. How many were cancelled.
 */
export async function closeViewingsOf(db: Firestore, uid: string, now = Date.now()): Promise<number> {
  const theirs = await db.collection(VIEWINGS).where('people', 'array-contains', uid).get();
  let cancelled = 0;
  const writer = db.bulkWriter();
  for (const snapshot of theirs.docs) {
    const viewing = parsed(snapshot);
    const name = snapshot.get('ownerId') === uid ? { ownerName: FORMER_MEMBER } : { requesterName: FORMER_MEMBER };
    if (viewing && isUpcoming(viewing, now)) {
      cancelled += 1;
      void writer.update(snapshot.ref, { ...name, ...cancellation(viewing, uid, ACCOUNT_CLOSED_REASON) });
    } else void writer.update(snapshot.ref, name);
  }
  void writer.delete(db.collection(VIEWING_MAIL_DIGESTS).doc(digestIdOf(uid)));
  // Their homes' viewing times: the homes went before the account (the account page deletes them).
  for (const times of (await db.collection('viewingTimes').where('ownerId', '==', uid).get()).docs)
    void writer.delete(times.ref);
  await writer.close();
  return cancelled;
}

/**
 * The home `listingId` was deleted: its viewings still to come are cancelled (as its owner's
 * doing), and its viewing times go. How many were cancelled.
 */
export async function closeViewingsOfHome(db: Firestore, listingId: string, now = Date.now()): Promise<number> {
  const ofHome = await db.collection(VIEWINGS).where('listingId', '==', listingId).get();
  const writer = db.bulkWriter();
  let cancelled = 0;
  for (const snapshot of ofHome.docs) {
    const viewing = parsed(snapshot);
    if (!viewing || !isUpcoming(viewing, now)) continue;
    cancelled += 1;
    void writer.update(snapshot.ref, cancellation(viewing, viewing.ownerId, HOME_GONE_REASON));
  }
  void writer.delete(db.collection('viewingTimes').doc(listingId));
  await writer.close();
  return cancelled;
}
