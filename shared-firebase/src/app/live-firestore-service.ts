import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { firebaseCore } from './firebase-app.ts';

let db: Firestore | undefined;

/**
 * The page's Firestore service of the full SDK, the one that listens (onSnapshot). Only the pages
 * that show documents as they change load it (the inbox and a conversation, 3.1.0); every other
 * read and write goes through the lite SDK's service (firestore-service.ts).
 */
export function liveFirestoreService(): Firestore {
  if (db) return db;
  const { app, settings } = firebaseCore();
  const created = getFirestore(app);
  if (settings.emulators) {
    connectFirestoreEmulator(created, settings.emulators.firestoreHost, settings.emulators.firestorePort);
  }
  db = created;
  return db;
}
