// What the server does when a viewing is written (issue 52): checks a new request (declining one
// the rules could not refuse: a time the home does not offer, a fourth waiting request), frees the
// slot of a declined or cancelled viewing, counts each person's viewings news into their badges
// (`viewings`, `viewingsAt`) and e-mails the person a change is news to.
import {
  FieldValue,
  Timestamp,
  getFirestore,
  type DocumentSnapshot,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { adminApp } from '../../../../shared-firebase/server/admin-app.ts';
import { LIVE_COUNT_TRIGGER, recountBadge } from '../../../../shared-firebase/server/badges.ts';
import { LEAD_MINUTES } from '../../../src/api/viewing-times/viewing-slots.ts';
import { parseViewingTimes } from '../../../src/api/viewing-times/viewing-times.ts';
import {
  PENDING_LIMIT,
  REQUESTS_PER_DAY,
  VIEWINGS,
  VIEWING_SLOTS,
  parseViewing,
  type Viewing,
} from '../../../src/api/viewings/viewing.ts';
import { refusal } from './viewing-checks.ts';
import { mailViewing } from './viewing-mail.ts';

/** The most the nav counts (more reads as "50 or more"); the page's VIEWINGS_COUNT_LIMIT. */
export const VIEWINGS_BADGE_LIMIT = 50;

const db = () => getFirestore(adminApp());
const viewingOf = (snapshot: DocumentSnapshot | undefined): Viewing | null =>
  snapshot?.exists ? parseViewing(snapshot.id, snapshot.data()) : null;
const ended = (status: Viewing['status'] | undefined) => status === 'declined' || status === 'cancelled';

/** Counts `uid`'s viewings with news for them again, into their badges. */
export function recountViewingsNews(uid: string): Promise<number> {
  const news = db().collection(VIEWINGS).where('unseenBy', 'array-contains', uid);
  return recountBadge(uid, 'viewings', news, { limit: VIEWINGS_BADGE_LIMIT, changedAt: 'viewingsAt' });
}

const DAY_MS = 86_400_000;
const millisOf = (value: unknown): number => (value instanceof Timestamp ? value.toMillis() : Date.now());

/** Declines a new request that the checks refuse; true when it did. */
async function checkRequest(snapshot: DocumentSnapshot, viewing: Viewing): Promise<boolean> {
  const requestedAt = millisOf(snapshot.get('createdAt'));
  const mine = () =>
    db()
      .collection(VIEWINGS)
      .where('requesterId', '==', viewing.requesterId)
      .where('listingId', '==', viewing.listingId);
  const [times, pending, lastDay] = await Promise.all([
    db().doc(`viewingTimes/${viewing.listingId}`).get(),
    // The person's waiting requests for this home (a handful: more are declined as they come).
    mine()
      .where('status', '==', 'pending')
      .limit(PENDING_LIMIT * 4)
      .get(),
    // And all they asked for of it in the last day up to this one, whatever became of them, earliest
    // first (a flood of later ones does not hide the day's first).
    mine()
      .where('createdAt', '>', Timestamp.fromMillis(requestedAt - DAY_MS))
      .where('createdAt', '<=', Timestamp.fromMillis(requestedAt))
      .orderBy('createdAt')
      .limit(REQUESTS_PER_DAY * 4)
      .get(),
  ]);
  // The earliest requests stand: this one counts those made before it (or with it, by id), so two
  // checks running at once, or one running after a later request, agree on which are too many.
  const upToThis = (docs: QueryDocumentSnapshot[]) =>
    docs.filter((d) => {
      const at = millisOf(d.get('createdAt'));
      return at < requestedAt || (at === requestedAt && d.id <= snapshot.id);
    }).length;
  // The page offers slots from LEAD_MINUTES on, when it opens; by the write, the notice alone holds
  // (as the rules say), so the lead is not asked again.
  const why = refusal(
    parseViewingTimes(times.data()),
    viewing.start.getTime(),
    requestedAt - LEAD_MINUTES * 60_000,
    upToThis(pending.docs),
    upToThis(lastDay.docs),
  );
  if (!why) return false;
  await snapshot.ref.update({
    status: 'declined',
    reason: why,
    changedBy: 'server',
    updatedAt: FieldValue.serverTimestamp(),
    unseenBy: [viewing.requesterId],
  });
  return true;
}

/** Frees the slot `viewing` held, if it still holds it. */
async function freeSlot(viewing: Viewing, slotId: string): Promise<void> {
  const slot = db().collection(VIEWING_SLOTS).doc(slotId);
  await db().runTransaction(async (transaction) => {
    const held = await transaction.get(slot);
    if (held.exists && held.get('viewingId') === viewing.id) transaction.delete(slot);
  });
}

export const viewingsChanges = onDocumentWritten(
  { document: `${VIEWINGS}/{viewingId}`, ...LIVE_COUNT_TRIGGER },
  async (event) => {
    const beforeSnapshot = event.data?.before;
    const afterSnapshot = event.data?.after;
    const before = viewingOf(beforeSnapshot);
    const after = viewingOf(afterSnapshot);
    if (afterSnapshot && after && !before && after.status === 'pending' && (await checkRequest(afterSnapshot, after)))
      return; // declined: its own event frees the slot, counts and mails
    const heldBefore: unknown = beforeSnapshot?.exists ? beforeSnapshot.get('slotId') : undefined;
    const heldAfter: unknown = afterSnapshot?.exists ? afterSnapshot.get('slotId') : undefined;
    // Declined or cancelled: its slot is free again.
    if (after && ended(after.status) && !ended(before?.status) && typeof heldAfter === 'string')
      await freeSlot(after, heldAfter);
    // Moved to another time the owner proposed: the slot it held before is free again.
    if (before && typeof heldBefore === 'string' && heldBefore !== heldAfter) await freeSlot(before, heldBefore);
    const people = [
      ...new Set([
        ...(before ? [before.ownerId, before.requesterId] : []),
        ...(after ? [after.ownerId, after.requesterId] : []),
      ]),
    ];
    await Promise.all(people.map((uid) => recountViewingsNews(uid)));
    // A change of status or time (or a new request) is news by e-mail to the person it is for.
    if (after && (after.status !== before?.status || heldBefore !== heldAfter))
      await Promise.all(after.unseenBy.map((uid) => mailViewing(db(), uid, after)));
  },
);
