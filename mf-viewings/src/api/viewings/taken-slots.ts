// The slots of a listing booked already, from now on (their locks name no person).
import { queryOptions } from '@tanstack/react-query';
import { loadFirestore } from 'shared-firebase';
import { viewingKeys } from '../query-keys.ts';
import { VIEWING_SLOTS } from './viewing.ts';

/** The most locks read: more than a listing's bookable slots over the booking weeks. */
export const TAKEN_SLOTS_READ = 500;

export async function readTakenSlots(listingId: string, now = Date.now()): Promise<Set<number>> {
  const sdk = await loadFirestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(sdk.db, VIEWING_SLOTS),
      sdk.where('listingId', '==', listingId),
      sdk.where('start', '>=', sdk.Timestamp.fromMillis(now)),
      sdk.orderBy('start'),
      sdk.limit(TAKEN_SLOTS_READ),
    ),
  );
  return new Set(
    snapshot.docs.flatMap((d) => {
      const start: unknown = d.get('start');
      return start instanceof sdk.Timestamp ? [start.toMillis()] : [];
    }),
  );
}

export const takenSlotsQuery = (listingId: string) =>
  queryOptions({ queryKey: viewingKeys.takenSlots(listingId), queryFn: () => readTakenSlots(listingId) });
