// The session of the site: who is signed in, now and on every change. The Auth SDK
// (session-operations.ts) loads with the first of these a page calls: the pages that never ask who
// is signed in (explore, offers, category lists) do not download it. Signing in, up and out is the
// account remote's, through the Auth surface (loadAuth).
import type { SessionUser } from 'listing-domain';

type SessionOperations = typeof import('./session-operations.ts');

let loaded: SessionOperations | undefined;
const sessionOperations = async (): Promise<SessionOperations> => (loaded ??= await import('./session-operations.ts'));

/**
 * Calls back with the signed-in user (or null) once the saved session has been restored, and on
 * every change; returns the unsubscribe. The first call loads the Auth SDK.
 */
export function observeAuthState(callback: (user: SessionUser | null) => void): () => void {
  let active = true;
  let unsubscribe: (() => void) | undefined;
  sessionOperations().then(
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
  const user = await (await sessionOperations()).settledUser();
  if (!user) throw new Error('Not signed in');
  return user.uid;
}

/**
 * Starts loading the Auth SDK without waiting for it: pages that will ask for the session soon (the
 * sign-in pages, the auth gate) call it as they show.
 */
export function prepareAuth(): void {
  sessionOperations().catch(() => {}); // a failure shows when the user acts
}
