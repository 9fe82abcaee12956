import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { pageFirestore } from './page-firestore.ts';

/**
 * The page's Firestore service of the full SDK, the one that listens (onSnapshot). Only the pages
 * that show documents as they change load it (the inbox and a conversation, 3.1.0); every other
 * read and write goes through the lite SDK's service (firestore-service.ts).
 */
export const liveFirestoreService = pageFirestore<Firestore>((app) => getFirestore(app), connectFirestoreEmulator);
