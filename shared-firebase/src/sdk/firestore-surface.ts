// The Firestore SDK surface the remotes call: the page's one Firestore service and the SDK
// functions the remotes' reads and writes use (2.1.0 added updateDoc, writeBatch and deleteField;
// 3.1.0 arrayRemove and getCount), from the page's one copy of the SDK (the shell provides this
// package as a singleton). Loaded on first use, like every SDK part (decision record 006).
//
// A function a remote needs that is not here is a change of this package (a minor version) that
// the shell ships first; the remote finds out at build time, as `FirestoreSdk` has no such member
// (its typecheck fails), and at run time the shell refuses a remote that requires a newer range
// (contract.sharedFirebase), showing its fallback rather than failing in production.
export {
  arrayRemove,
  collection,
  deleteDoc,
  deleteField,
  doc,
  documentId,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore/lite';
export { firestoreService } from '../app/firestore-service.ts';

/** The page's Firestore service (`db`) and the SDK functions of the surface (what loadFirestore gives). */
export type FirestoreSdk = Omit<typeof import('./firestore-surface.ts'), 'firestoreService'> & {
  db: ReturnType<typeof import('../app/firestore-service.ts').firestoreService>;
};
