// The public surface of shared-firebase, the page's one Firebase app and session (decision record
// 014): the settings, the session (auth state, the after-sign-in note), and the SDK surfaces the
// remotes call to read and write (loadFirestore, loadStorage, loadAuth). Every domain verb is the
// remote's that owns it; pure domain code is listing-domain's, bundled by each app.
import type { FirestoreSdk } from './sdk/firestore-surface.ts';
import type { StorageSdk } from './sdk/storage-surface.ts';
import type { AuthSdk } from './sdk/auth-surface.ts';
import type { LiveFirestoreSdk } from './sdk/live-firestore-surface.ts';
import { badgeNewsHook, badgesHook, badgesObserver } from './app/person-badges.ts';
import { observeAuthState } from './auth/auth.ts';
import { emailVerification } from './auth/email-verification.ts';
export { SHARED_FIREBASE_VERSION } from './version.ts';
export { readFirebaseSettings } from './app/firebase-settings.ts';
export { firestoreDocumentsUrl } from './app/firestore-documents-url.ts';
export { firestoreDocumentsAddress } from './app/firestore-documents-address.ts';
export type { FirebaseSettings, EmulatorEndpoints } from './app/firebase-settings.ts';
export { configureFirebase, firebaseAppCount } from './app/firebase-services.ts';
export { sessionUserHook, useSessionUser } from './auth/use-session-user.ts';
export { currentUser, observeAuthState, requireSignedInUid, signedInUid } from './auth/auth.ts';
export { maySignedInSessionExist } from './auth/session-hint.ts';
export {
  continueAfterSignIn,
  takeAfterSignInAction,
  takeReturnAfterSignIn,
  type AfterSignInAction,
} from './auth/after-sign-in.ts';

// The SDK surfaces, each loaded on first use (a page that never writes a photo never downloads the
// Storage SDK), each the page's one service and the SDK functions the remotes use. A function a
// remote needs that is missing is a minor release of this package; the remote's typecheck finds out.
/** Loads once; a load that failed (the network dropped) is tried again on the next call. */
function loadedOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** The page's Firestore service (`db`) and the SDK functions remotes read and write with. */
export const loadFirestore = loadedOnce(async (): Promise<FirestoreSdk> => {
  const { firestoreService, ...functions } = await import('./sdk/firestore-surface.ts');
  return { ...functions, db: firestoreService() };
});
/**
 * The page's listening Firestore service (the full SDK, for onSnapshot) and the functions that
 * build what it listens to (3.1.0). Loaded only by the pages that show documents as they change.
 */
export const loadLiveFirestore = loadedOnce(async (): Promise<LiveFirestoreSdk> => {
  const { liveFirestoreService, ...functions } = await import('./sdk/live-firestore-surface.ts');
  return { ...functions, db: liveFirestoreService() };
});
/** The page's Storage service (`storage`) and the SDK functions remotes upload and delete with. */
export const loadStorage = loadedOnce(async (): Promise<StorageSdk> => {
  const { storageService, ...functions } = await import('./sdk/storage-surface.ts');
  return { ...functions, storage: storageService() };
});
/** The page's Auth service (`auth`) and the SDK functions that sign people in, up and out. */
export const loadAuth = loadedOnce(async (): Promise<AuthSdk> => {
  const { authService, ...functions } = await import('./sdk/auth-surface.ts');
  return { ...functions, auth: authService() };
});

/** Whether the session's address is verified, and its link sent again (3.4.0; issue 85). */
export const { refreshEmailVerified, sendVerificationEmail } = emailVerification(loadAuth);

/**
 * Hears the signed-in person's badges (`badges/{uid}`, kept by the server: the nav's counts, when
 * the inbox changed) through the page's one listener on it (3.3.0); returns how to stop.
 */
export const observeBadges = badgesObserver({ loadLiveFirestore, loadFirestore, observeAuth: observeAuthState });
/** The signed-in person's badges in a React component ({} for visitors and until they come). */
export const useBadges = badgesHook(observeBadges);
/** Calls back each time a moment of the person's badges moves on (`inboxAt`: their inbox changed). */
export const useBadgeNews = badgeNewsHook(useBadges);
export { badgeCount, badgeMoment, BADGES_COLLECTION, type Badges } from './app/person-badges.ts';

export type { AuthSdk, FirestoreSdk, LiveFirestoreSdk, StorageSdk };
export type { QueryConstraint, QueryDocumentSnapshot, DocumentSnapshot } from 'firebase/firestore/lite';
export type { SessionUser } from 'listing-domain';
