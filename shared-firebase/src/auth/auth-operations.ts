// Everything that touches the Auth SDK. Loaded by the first auth function a page calls (auth.ts).
import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  GoogleAuthProvider,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type User,
} from 'firebase/auth';
import { authService } from '../app/auth-service.ts';
import type { SessionUser } from 'listing-domain';
import { cleanPersonName } from 'listing-domain';
import { signUpProblemOf } from './sign-up-codes.ts';
import { SignUpError } from './sign-up-problem.ts';

// users/{uid} is written only on sign-up, first Google sign-in and rename: a page that just asks
// who is signed in loads no Firestore code for it.
const userOperations = () => import('../users/user-operations.ts');

function toSessionUser(user: User): SessionUser {
  return { uid: user.uid, name: user.displayName ?? '', email: user.email ?? '' };
}

export function watchAuthState(callback: (user: SessionUser | null) => void): () => void {
  return onAuthStateChanged(authService(), (user) => callback(user ? toSessionUser(user) : null));
}

export function sessionUserNow(): SessionUser | null {
  const user = authService().currentUser;
  return user ? toSessionUser(user) : null;
}

/** The signed-in user once the saved session (if any) has been restored. */
export async function settledUser(): Promise<User | null> {
  const auth = authService();
  await auth.authStateReady();
  return auth.currentUser;
}

export async function signInWithEmail(email: string, password: string): Promise<SessionUser> {
  const credential = await signInWithEmailAndPassword(authService(), email, password);
  return toSessionUser(credential.user);
}

export async function signUpWithEmail(typedName: string, email: string, password: string): Promise<SessionUser> {
  const name = cleanPersonName(typedName);
  // The rules refuse a blank name: fail before the account exists, not after.
  if (!name) throw new SignUpError('name-required');
  const credential = await createUserWithEmailAndPassword(authService(), email, password).catch((error: unknown) => {
    const problem = signUpProblemOf(error);
    throw problem ? new SignUpError(problem, error) : error;
  });
  await updateProfile(credential.user, { displayName: name });
  // The rules want the e-mail of the account's token, which the Auth service may have normalised.
  await (await userOperations()).writeNewUser(credential.user.uid, { name, email: credential.user.email ?? email });
  return toSessionUser(credential.user);
}

export async function signInWithGoogle(): Promise<SessionUser> {
  const credential = await signInWithPopup(authService(), new GoogleAuthProvider(), browserPopupRedirectResolver);
  const user = credential.user;
  const users = await userOperations();
  if (!(await users.userExists(user.uid))) {
    await users.writeNewUser(user.uid, {
      name: cleanPersonName(user.displayName ?? '') || (user.email ?? 'Google user'),
      email: user.email ?? '',
    });
  }
  return toSessionUser(user);
}

export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(authService(), email);
}

export async function signOutUser(): Promise<void> {
  await signOut(authService());
}

export async function updateUserName(typedName: string): Promise<void> {
  const name = cleanPersonName(typedName);
  const user = await settledUser();
  if (!user) throw new Error('Not signed in');
  await updateProfile(user, { displayName: name });
  await (await userOperations()).writeUserName(user.uid, name);
}

/** How the signed-in user proves who they are again: their password, or Google's pop-up. */
export async function signInMethod(): Promise<'password' | 'google' | 'none'> {
  const user = await settledUser();
  const providers = user?.providerData.map((p) => p.providerId) ?? [];
  if (providers.includes('password')) return 'password';
  return providers.includes('google.com') ? 'google' : 'none';
}

/**
 * Signs the current user in again (Firebase asks for a recent sign-in before deleting an account):
 * with `password` for a password account, with Google's pop-up otherwise.
 */
export async function confirmIdentity(password: string | undefined): Promise<void> {
  const user = await settledUser();
  if (!user) throw new Error('Not signed in');
  if (password !== undefined && user.email) {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  } else {
    await reauthenticateWithPopup(user, new GoogleAuthProvider(), browserPopupRedirectResolver);
  }
}

/** Deletes the signed-in user's account in the Auth service (which also signs them out). */
export async function deleteSignedInUser(): Promise<void> {
  const user = await settledUser();
  if (!user) throw new Error('Not signed in');
  await deleteUser(user);
}
