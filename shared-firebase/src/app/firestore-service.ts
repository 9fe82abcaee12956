import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { firebaseCore } from './firebase-app.ts';

let db: Firestore | undefined;

/**
 * The page's Firestore service. Only the modules that read or write documents through the SDK
 * import this file, and they are loaded on first use (see listings/listings.ts).
 */
export function firestoreService(): Firestore {
  if (db) return db;
  const { app, settings } = firebaseCore();
  const created = getFirestore(app);
  if (settings.emulators) {
    connectFirestoreEmulator(created, settings.emulators.firestoreHost, settings.emulators.firestorePort);
  }
  db = created;
  return db;
}
