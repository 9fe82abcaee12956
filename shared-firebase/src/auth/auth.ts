// The auth functions of the site. The Auth SDK (auth-operations.ts) loads with the first of them a
// page calls: the pages that never ask who is signed in (explore, offers, category lists) do not
// download it.
import type { SessionUser } from 'listing-domain';

type AuthOperations = typeof import('./auth-operations.ts');

let loaded: AuthOperations | undefined;
const authOperations = async (): Promise<AuthOperations> => (loaded ??= await import('./auth-operations.ts'));

/**
 * Calls back with the signed-in user (or null) once the saved session has been restored, and on
 * every change; returns the unsubscribe. The first call loads the Auth SDK.
 */
export function observeAuthState(callback: (user: SessionUser | null) => void): () => void {
  let active = true;
  let unsubscribe: (() => void) | undefined;
  authOperations().then(
    (operations) => {
      if (active) unsubscribe = operations.watchAuthState(callback);
    },
    (error: unknown) => console.error('[shared-firebase] could not load sign-in', error),
  );
  return () => {
    active = false;
    unsubscribe?.();
  };
}

/** The signed-in user right now; null also while the auth state is not known yet (observeAuthState waits for it). */
export function currentUser(): SessionUser | null {
  return loaded ? loaded.sessionUserNow() : null;
}

/** The signed-in user's id right now; throws when nobody is signed in or the state is not known yet. */
export function requireSignedInUid(): string {
  const user = currentUser();
  if (!user) throw new Error('Not signed in');
  return user.uid;
}

/** The signed-in user's id once the saved session has been restored; rejects when nobody is signed in. */
export async function signedInUid(): Promise<string> {
  const user = await (await authOperations()).settledUser();
  if (!user) throw new Error('Not signed in');
  return user.uid;
}

/** Signs in with e-mail and password. */
export async function signInWithEmail(email: string, password: string): Promise<SessionUser> {
  return (await authOperations()).signInWithEmail(email, password);
}

/** Creates an account, sets its display name and writes users/{uid} (never the password). */
export async function signUpWithEmail(name: string, email: string, password: string): Promise<SessionUser> {
  return (await authOperations()).signUpWithEmail(name, email, password);
}

/** Pop-up sign-in with Google; creates users/{uid} on the first sign-in. */
export async function signInWithGoogle(): Promise<SessionUser> {
  return (await authOperations()).signInWithGoogle();
}

/** Sends the password-reset e-mail. */
export async function sendPasswordReset(email: string): Promise<void> {
  await (await authOperations()).sendPasswordReset(email);
}

/** Signs out. */
export async function signOutUser(): Promise<void> {
  await (await authOperations()).signOutUser();
}

/** Renames the signed-in user: display name and users/{uid}.name. */
export async function updateUserName(name: string): Promise<void> {
  await (await authOperations()).updateUserName(name);
}

/** How the signed-in user confirms who they are: 'password', 'google' (pop-up) or 'none'. */
export async function signInMethod(): Promise<'password' | 'google' | 'none'> {
  return (await authOperations()).signInMethod();
}

/** Signs the user in again: with their password, or with Google's pop-up when none is given. */
export async function confirmIdentity(password?: string): Promise<void> {
  await (await authOperations()).confirmIdentity(password);
}

/** Deletes the signed-in user's Auth account. Use deleteAccount, which removes their data first. */
export async function deleteSignedInUser(): Promise<void> {
  await (await authOperations()).deleteSignedInUser();
}

/**
 * Starts loading the Auth SDK without waiting for it. Pages with a Google button call it when they
 * show, so the pop-up opens at once on click (browsers allow a pop-up only right after the click).
 */
export function prepareAuth(): void {
  authOperations().catch(() => {}); // a failure shows when the user acts
}
