// Account deletion's part of saved homes: every entry of users/{uid}/saved goes before the profile
// (the rules let only the owner delete them). mf-browse owns saving; this only empties the folder.
import { collection, deleteDoc, getDocs, limit, query } from 'firebase/firestore/lite';
import { firestoreService } from '../app/firestore-service.ts';

/** Deletes every saved entry of the user, a hundred at a time. */
export async function removeAllSaved(uid: string): Promise<void> {
  const saved = collection(firestoreService(), 'users', uid, 'saved');
  for (;;) {
    const snapshot = await getDocs(query(saved, limit(100)));
    if (snapshot.empty) return;
    await Promise.all(snapshot.docs.map((d) => deleteDoc(d.ref)));
  }
}
