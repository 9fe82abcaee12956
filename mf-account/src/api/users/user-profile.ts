// users/{uid} as the account writes it, through the page's one Firestore SDK (shared-firebase's
// surface, loaded with the first of these): on sign-up, first Google sign-in, rename and deletion.
import { loadFirestore } from 'shared-firebase';

const userDoc = async (uid: string) => {
  const sdk = await loadFirestore();
  return { sdk, ref: sdk.doc(sdk.db, 'users', uid) };
};

/** Writes the profile of a new account (never the password). */
export async function writeNewUser(uid: string, profile: { name: string; email: string }): Promise<void> {
  const { sdk, ref } = await userDoc(uid);
  await sdk.setDoc(ref, { ...profile, timestamp: sdk.serverTimestamp() });
}

/** Whether users/{uid} exists. */
export async function userExists(uid: string): Promise<boolean> {
  const { sdk, ref } = await userDoc(uid);
  return (await sdk.getDoc(ref)).exists();
}

/** Renames a user's profile. */
export async function writeUserName(uid: string, name: string): Promise<void> {
  const { sdk, ref } = await userDoc(uid);
  await sdk.updateDoc(ref, { name });
}

/** Deletes a user's profile (account deletion). */
export async function removeUserProfile(uid: string): Promise<void> {
  const { sdk, ref } = await userDoc(uid);
  await sdk.deleteDoc(ref);
}
