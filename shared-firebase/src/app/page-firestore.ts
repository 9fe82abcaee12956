import type { FirebaseApp } from 'firebase/app';
import { firebaseCore } from './firebase-app.ts';

/**
 * The page's one Firestore service of an SDK (the lite one or the full one, which listens),
 * created on first use and pointed at the emulator when the settings say so. Each SDK's module
 * passes its own functions, so a page loads only the SDK it uses.
 */
export function pageFirestore<Db>(
  getFirestore: (app: FirebaseApp) => Db,
  connectEmulator: (db: Db, host: string, port: number) => void,
): () => Db {
  let db: Db | undefined;
  return () => {
    if (db !== undefined) return db;
    const { app, settings } = firebaseCore();
    const created = getFirestore(app);
    if (settings.emulators)
      connectEmulator(created, settings.emulators.firestoreHost, settings.emulators.firestorePort);
    db = created;
    return db;
  };
}
