import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { pageFirestore } from './page-firestore.ts';

/**
 * The page's Firestore service. Only the modules that read or write documents through the SDK
 * import this file, and they are loaded on first use (see listings/listings.ts).
 */
export const firestoreService = pageFirestore<Firestore>((app) => getFirestore(app), connectFirestoreEmulator);
