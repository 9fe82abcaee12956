import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  getAuth,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  type Auth,
} from 'firebase/auth';
import { noteSession } from '../auth/session-hint.ts';
import { firebaseCore } from './firebase-app.ts';

let auth: Auth | undefined;

/**
 * The page's Auth service. Only auth/auth-operations.ts imports this file, and it is loaded by the
 * first auth function a page calls (see auth/auth.ts). Firestore picks the signed-in user's token
 * up whenever Auth starts, before or after it.
 */
export function authService(): Auth {
  if (auth) return auth;
  const { app, settings } = firebaseCore();
  const created = createAuth(app);
  if (settings.emulators) connectAuthEmulator(created, settings.emulators.authUrl, { disableWarnings: true });
  auth = created;
  onAuthStateChanged(created, (user) => noteSession(user !== null));
  return auth;
}

/**
 * In a browser: the persistence getAuth() would pick, without its pop-up resolver. getAuth() sets up
 * the Google pop-up machinery (an iframe and a script from apis.google.com) on every page load;
 * signInWithGoogle passes the resolver itself, so that happens only when someone clicks the button.
 */
function createAuth(app: Auth['app']): Auth {
  if (typeof window === 'undefined') return getAuth(app); // Node scripts and tests: in-memory
  return initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
}
