// The contact page's read of a landlord's public profile (users/{uid}: name, and e-mail unless its
// owner keeps it private, issue 36, or has not verified it, issue 47: then the document has none), through
// the page's one Firestore SDK (shared-firebase's surface, loaded with the read).
import { isValidDocumentId, parseProfile, type UserProfile } from 'listing-domain';
import { loadFirestore } from 'shared-firebase';

/** A user's public profile, or null when it does not exist (or the id cannot be one). */
export async function getLandlordProfile(id: string): Promise<UserProfile | null> {
  if (!isValidDocumentId(id)) return null;
  const sdk = await loadFirestore();
  const snapshot = await sdk.getDoc(sdk.doc(sdk.db, 'users', id));
  return snapshot.exists() ? parseProfile(snapshot.id, snapshot.data()) : null;
}
