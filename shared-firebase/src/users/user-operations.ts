// Everything that touches users/{uid} through the Firestore SDK. Loaded on first use by users.ts
// and by auth/auth-operations.ts.
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore/lite';
import { firestoreService } from '../app/firestore-service.ts';
import type { UserProfile } from '../listings/listing-types.ts';
import { PUBLISH_WINDOW_MS } from '../listings/publish-quota.ts';

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

/**
 * Deletes a user's profile and their publishing quota (account deletion). The quota stays while its
 * one-minute window runs (the rules refuse a reset that early, so it is not even asked); that is
 * not an error.
 */
export async function removeUserData(uid: string): Promise<void> {
  const quota = doc(firestoreService(), 'publishing', uid);
  const windowStart: unknown = (await getDoc(quota)).get('windowStart');
  if (windowStart instanceof Timestamp && windowStart.toMillis() + PUBLISH_WINDOW_MS < Date.now() - 5_000) {
    await deleteDoc(quota).catch(() => undefined);
  }
  await deleteDoc(userDoc(uid));
}
