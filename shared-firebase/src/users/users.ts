import { doc, getDoc } from 'firebase/firestore/lite';
import { firebaseServices } from '../app/firebase-services.ts';
import type { UserProfile } from '../listings/listing-types.ts';

/** A user's public profile (name and e-mail), or null when it does not exist. */
export async function getUser(id: string): Promise<UserProfile | null> {
  if (!id) return null;
  const snapshot = await getDoc(doc(firebaseServices().db, 'users', id));
  if (!snapshot.exists()) return null;
  const data = snapshot.data();
  const name: unknown = data.name;
  const email: unknown = data.email;
  if (typeof name !== 'string' || typeof email !== 'string') return null;
  return { id: snapshot.id, name, email };
}
