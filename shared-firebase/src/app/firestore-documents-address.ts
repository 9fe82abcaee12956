import { firebaseSettings } from './firebase-services.ts';
import { firestoreDocumentsUrl } from './firestore-documents-url.ts';

/** The REST address of the page's Firestore documents (where a remote's REST reads go). */
export function firestoreDocumentsAddress(): string {
  return firestoreDocumentsUrl(firebaseSettings());
}
