// The listening part of the Firestore SDK (3.1.0): the full SDK's service and the functions a
// page needs to show documents as they change (a conversation's new messages). It is its own
// chunk, loaded by loadLiveFirestore() on the pages that listen, never with the lite surface:
// a query built here is listened to here.
export { collection, doc, limit, onSnapshot, orderBy, query, startAfter, Timestamp, where } from 'firebase/firestore';
export { liveFirestoreService } from '../app/live-firestore-service.ts';

/** The page's listening Firestore service (`db`) and the functions of the surface. */
export type LiveFirestoreSdk = Omit<typeof import('./live-firestore-surface.ts'), 'liveFirestoreService'> & {
  db: ReturnType<typeof import('../app/live-firestore-service.ts').liveFirestoreService>;
};
