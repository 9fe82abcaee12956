// The session through the Auth SDK: who is signed in, and every change. Loaded by the first
// session function a page calls (auth.ts); the calls that sign people in or out are the remotes'
// own, through the Auth surface (sdk/auth-surface.ts).
import { onAuthStateChanged, type User } from 'firebase/auth';
import { authService } from '../app/auth-service.ts';
import type { SessionUser } from 'listing-domain';

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
export async function settledUser(): Promise<SessionUser | null> {
  const auth = authService();
  await auth.authStateReady();
  return auth.currentUser ? toSessionUser(auth.currentUser) : null;
}
