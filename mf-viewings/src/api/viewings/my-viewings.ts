// The signed-in person's viewings, both those they asked for and those of their homes: the most
// recent VIEWINGS_READ by time (the rules allow 100 at most per read).
import { loadFirestore } from 'shared-firebase';
import { VIEWINGS, parseViewing, type Viewing } from './viewing.ts';

export const VIEWINGS_READ = 100;

export async function readMyViewings(uid: string): Promise<Viewing[]> {
  const sdk = await loadFirestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(sdk.db, VIEWINGS),
      sdk.where('people', 'array-contains', uid),
      sdk.orderBy('start', 'desc'),
      sdk.limit(VIEWINGS_READ),
    ),
  );
  return snapshot.docs.flatMap((d) => parseViewing(d.id, d.data()) ?? []);
}
