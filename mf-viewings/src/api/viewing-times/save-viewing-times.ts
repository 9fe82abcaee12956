// The owner's viewing times, written as the rules accept them (firebase/firestore.rules): the
// zone is left to the server, which derives it from the listing's coordinates.
import { loadFirestore, signedInUid } from 'shared-firebase';
import { VIEWING_TIMES, type ViewingTimes } from './viewing-times.ts';

export type ViewingTimesInput = Omit<ViewingTimes, 'ownerId' | 'timeZone'>;

export async function saveViewingTimes(listingId: string, input: ViewingTimesInput): Promise<void> {
  const uid = await signedInUid();
  const sdk = await loadFirestore();
  const ref = sdk.doc(sdk.db, VIEWING_TIMES, listingId);
  const days = [...input.days].sort((a, b) => a - b);
  await sdk.setDoc(
    ref,
    {
      ownerId: uid,
      days,
      from: input.from,
      to: input.to,
      ...(input.dayHours ? { dayHours: input.dayHours } : {}),
      slotMinutes: input.slotMinutes,
      noticeHours: input.noticeHours,
      oneOff: [...input.oneOff].sort(),
      updatedAt: sdk.serverTimestamp(),
    },
    { merge: true },
  );
}

/** Stops offering viewing times (requests made already stay). */
export async function removeViewingTimes(listingId: string): Promise<void> {
  const sdk = await loadFirestore();
  await sdk.deleteDoc(sdk.doc(sdk.db, VIEWING_TIMES, listingId));
}
