// Everything that touches users/{uid} through the Firestore SDK. Loaded on first use by users.ts
// and by auth/auth-operations.ts.
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore/lite';
import { firestoreService } from '../app/firestore-service.ts';
import type { UserProfile } from 'listing-domain';

const userDoc = (uid: string) => doc(firestoreService(), 'users', uid);

/** A user's public profile (name and e-mail), or null when it does not exist. */
export async function readUser(id: string): Promise<UserProfile | null> {
  const snapshot = await getDoc(userDoc(id));
  if (!snapshot.exists()) return null;
  const data = snapshot.data();
  const name: unknown = data.name;
  const email: unknown = data.email;
  if (typeof name !== 'string' || typeof email !== 'string') return null;
  return { id: snapshot.id, name, email };
}

/** Writes the profile of a new account (never the password). */
export async function writeNewUser(uid: string, profile: { name: string; email: string }): Promise<void> {
  await setDoc(userDoc(uid), { ...profile, timestamp: serverTimestamp() });
}

/** Whether users/{uid} exists. */
export async function userExists(uid: string): Promise<boolean> {
  return (await getDoc(userDoc(uid))).exists();
}

/** Renames a user's profile. */
export async function writeUserName(uid: string, name: string): Promise<void> {
  await updateDoc(userDoc(uid), { name });
}

/** Deletes a user's profile (account deletion). */
export async function removeUserProfile(uid: string): Promise<void> {
  await deleteDoc(userDoc(uid));
}
