// What either person does with a viewing: the owner confirms or declines a request, either
// cancels (saying why), and each marks the viewing's news as seen. The rules decide who may.
import { loadFirestore, signedInUid } from 'shared-firebase';
import { slotId } from '../viewing-times/viewing-slots.ts';
import { SlotTakenError } from './request-viewing.ts';
import { VIEWINGS, VIEWING_SLOTS, type Viewing, type ViewingStatus } from './viewing.ts';

export type ViewingAnswer = Extract<ViewingStatus, 'confirmed' | 'declined' | 'cancelled'>;

/** Sets `viewing`'s status to `answer` (with `reason`: required to cancel), news to the other person. */
export async function answerViewing(viewing: Viewing, answer: ViewingAnswer, reason = ''): Promise<void> {
  const uid = await signedInUid();
  const sdk = await loadFirestore();
  const other = viewing.requesterId === uid ? viewing.ownerId : viewing.requesterId;
  await sdk.updateDoc(sdk.doc(sdk.db, VIEWINGS, viewing.id), {
    status: answer,
    reason: reason.trim(),
    changedBy: uid,
    updatedAt: sdk.serverTimestamp(),
    unseenBy: [other],
  });
}

/**
 * The owner proposes another time for `viewing`: it moves to the slot at `start` (ms), whose lock
 * this write creates (the rules check both), and waits for the one who asked to accept it. The
 * server frees the slot it held.
 */
export async function proposeViewingTime(viewing: Viewing, start: number, reason = ''): Promise<void> {
  const uid = await signedInUid();
  const sdk = await loadFirestore();
  const lock = slotId(viewing.listingId, start);
  const at = sdk.Timestamp.fromMillis(start);
  const batch = sdk.writeBatch(sdk.db);
  batch.update(sdk.doc(sdk.db, VIEWINGS, viewing.id), {
    start: at,
    slotId: lock,
    status: 'proposed',
    reason: reason.trim(),
    changedBy: uid,
    updatedAt: sdk.serverTimestamp(),
    unseenBy: [viewing.requesterId],
  });
  batch.set(sdk.doc(sdk.db, VIEWING_SLOTS, lock), { listingId: viewing.listingId, start: at, viewingId: viewing.id });
  try {
    await batch.commit();
  } catch (error) {
    const taken = await sdk.getDoc(sdk.doc(sdk.db, VIEWING_SLOTS, lock)).then(
      (snapshot) => snapshot.exists(),
      () => false,
    );
    if (taken) throw new SlotTakenError();
    throw error;
  }
}

/** Takes the signed-in person off the news of `viewings` (the ones that are news to them). */
export async function markViewingsSeen(viewings: readonly Viewing[], uid: string): Promise<void> {
  const news = viewings.filter((viewing) => viewing.unseenBy.includes(uid));
  if (news.length === 0) return;
  const sdk = await loadFirestore();
  const batch = sdk.writeBatch(sdk.db);
  for (const viewing of news) batch.update(sdk.doc(sdk.db, VIEWINGS, viewing.id), { unseenBy: sdk.arrayRemove(uid) });
  await batch.commit();
}
