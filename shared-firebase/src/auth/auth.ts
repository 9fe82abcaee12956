import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type User,
} from 'firebase/auth';
import { doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore/lite';
import { firebaseServices } from '../app/firebase-services.ts';
import type { SessionUser } from '../listings/listing-types.ts';

function toSessionUser(user: User): SessionUser {
  return { uid: user.uid, name: user.displayName ?? '', email: user.email ?? '' };
}

const userDoc = (uid: string) => doc(firebaseServices().db, 'users', uid);

/** Calls back with the signed-in user (or null) now and on every change; returns the unsubscribe. */
export function observeAuthState(callback: (user: SessionUser | null) => void): () => void {
  return onAuthStateChanged(firebaseServices().auth, (user) => callback(user ? toSessionUser(user) : null));
}

/** The signed-in user right now, or null. */
export function currentUser(): SessionUser | null {
  const user = firebaseServices().auth.currentUser;
  return user ? toSessionUser(user) : null;
}

/** The signed-in user's id; throws when nobody is signed in. */
export function requireSignedInUid(): string {
  const user = firebaseServices().auth.currentUser;
  if (!user) throw new Error('Not signed in');
  return user.uid;
}

/** Signs in with e-mail and password. */
export async function signInWithEmail(email: string, password: string): Promise<SessionUser> {
  const credential = await signInWithEmailAndPassword(firebaseServices().auth, email, password);
  return toSessionUser(credential.user);
}

/** Creates an account, sets its display name and writes users/{uid} (never the password). */
export async function signUpWithEmail(name: string, email: string, password: string): Promise<SessionUser> {
  const { auth } = firebaseServices();
  const credential = await createUserWithEmailAndPassword(auth, email, password);
  await updateProfile(credential.user, { displayName: name });
  await setDoc(userDoc(credential.user.uid), { name, email, timestamp: serverTimestamp() });
  return toSessionUser(credential.user);
}

/** Pop-up sign-in with Google; creates users/{uid} on the first sign-in. */
export async function signInWithGoogle(): Promise<SessionUser> {
  const credential = await signInWithPopup(
    firebaseServices().auth,
    new GoogleAuthProvider(),
    browserPopupRedirectResolver,
  );
  const user = credential.user;
  const existing = await getDoc(userDoc(user.uid));
  if (!existing.exists()) {
    await setDoc(userDoc(user.uid), {
      name: user.displayName ?? user.email ?? 'Google user',
      email: user.email ?? '',
      timestamp: serverTimestamp(),
    });
  }
  return toSessionUser(user);
}

/** Sends the password-reset e-mail. */
export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(firebaseServices().auth, email);
}

/** Signs out. */
export async function signOutUser(): Promise<void> {
  await signOut(firebaseServices().auth);
}

/** Renames the signed-in user: display name and users/{uid}.name. */
export async function updateUserName(name: string): Promise<void> {
  const { auth } = firebaseServices();
  const user = auth.currentUser;
  if (!user) throw new Error('Not signed in');
  await updateProfile(user, { displayName: name });
  await updateDoc(userDoc(user.uid), { name });
}
