// A request for a viewing: the viewing and the lock of its slot in one write (the rules check
// each against the other), so a slot booked already refuses the second request whoever sends it.
import { loadFirestore, signedInUid } from 'shared-firebase';
import { slotId } from '../viewing-times/viewing-slots.ts';
import type { ViewingListing } from '../listings/viewing-listing.ts';
import { readPersonName } from '../listings/viewing-listing.ts';
import { VIEWINGS, VIEWING_SLOTS } from './viewing.ts';

/** The slot was booked by someone else a moment before (the lock exists): pick another. */
export class SlotTakenError extends Error {
  constructor() {
    super('This time was booked a moment ago. Please choose another.');
  }
}

/** Requests `start` (ms) of `listing` with `note`; returns the new viewing's id. */
export async function requestViewing(listing: ViewingListing, start: number, note: string): Promise<string> {
  const times = listing.times;
  if (!times?.timeZone) throw new Error('This home offers no viewing times.');
  const uid = await signedInUid();
  const sdk = await loadFirestore();
  const [requesterName, ownerName] = await Promise.all([readPersonName(uid), readPersonName(listing.ownerId)]);
  const viewing = sdk.doc(sdk.collection(sdk.db, VIEWINGS));
  const lock = slotId(listing.id, start);
  const lockRef = sdk.doc(sdk.db, VIEWING_SLOTS, lock);
  const at = sdk.Timestamp.fromMillis(start);
  const batch = sdk.writeBatch(sdk.db);
  batch.set(viewing, {
    listingId: listing.id,
    listingName: listing.name,
    listingType: listing.type,
    address: listing.address,
    ownerId: listing.ownerId,
    ownerName,
    requesterId: uid,
    requesterName,
    people: [uid, listing.ownerId],
    start: at,
    minutes: times.slotMinutes,
    timeZone: times.timeZone,
    slotId: lock,
    note: note.trim(),
    status: 'pending',
    reason: '',
    changedBy: uid,
    createdAt: sdk.serverTimestamp(),
    updatedAt: sdk.serverTimestamp(),
    unseenBy: [listing.ownerId],
  });
  batch.set(lockRef, { listingId: listing.id, start: at, viewingId: viewing.id });
  try {
    await batch.commit();
  } catch (error) {
    // A refused write whose slot is locked now lost the race for it (or it was taken already).
    const taken = await sdk.getDoc(lockRef).then(
      (snapshot) => snapshot.exists(),
      () => false,
    );
    if (taken) throw new SlotTakenError();
    throw error;
  }
  return viewing.id;
}
