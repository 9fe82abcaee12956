// The public surface of shared-firebase, the page's one Firebase app and session: settings, the
// session (auth state, the after-sign-in note), the SDK surface the remotes call (loadFirestore),
// and, until each moves to the remote that owns it (issue 33, decision record 014), the domain
// verbs of the editor and the account. Pure domain code is listing-domain's, bundled by each app.
import { deleteImagesByUrl, uploadListingImage } from './images/images.ts';
export { SHARED_FIREBASE_VERSION } from './version.ts';
export { readFirebaseSettings } from './app/firebase-settings.ts';
export { firestoreDocumentsUrl } from './app/firestore-documents-url.ts';
export { firestoreDocumentsAddress } from './app/firestore-documents-address.ts';
export type { FirebaseSettings, EmulatorEndpoints } from './app/firebase-settings.ts';
export { configureFirebase, firebaseAppCount } from './app/firebase-services.ts';
export { sessionUserHook, useSessionUser } from './auth/use-session-user.ts';
export {
  currentUser,
  observeAuthState,
  prepareAuth,
  requireSignedInUid,
  signedInUid,
  sendPasswordReset,
  signInWithEmail,
  signInWithGoogle,
  signInMethod,
  signOutUser,
  signUpWithEmail,
  updateUserName,
} from './auth/auth.ts';
export { SignUpError, type SignUpProblem } from './auth/sign-up-problem.ts';
export { getUser } from './users/users.ts';
export {
  createListing,
  deleteListing,
  getListing,
  listUserListings,
  prepareListingQueries,
  updateListing,
} from './listings/listings.ts';
export { publishNewListing, saveListingChanges, ImageUploadError } from './listings/publish-listing.ts';
export type { ListingPhotoChanges } from './listings/publish-listing.ts';
export { PublishLimitError, PUBLISH_LIMIT } from './listings/publish-quota.ts';
export {
  deleteAccount,
  describeLeftovers,
  AccountDeletionError,
  IdentityNotConfirmedError,
  type AccountLeftovers,
} from './account/account.ts';
export { deleteImagesByUrl, uploadListingImage, imagePathFor } from './images/images.ts';
export type { PhotoUploads, PhotoUploadState, PhotoUploadStatus } from './images/photo-uploads.ts';
/** The photo manager's uploads (progress, three at a time, retry, cancel): loads with the editor's save. */
/** Deletes photos this browser sent for a listing never saved (see images/unsaved-photos.ts); how many. */
export const sweepUnsavedPhotos = async (): Promise<number> =>
  (await import('./images/sweep-unsaved-photos.ts')).sweepUnsavedPhotos();
export const loadPhotoUploads = async () => {
  const photoUploads = await import('./images/photo-uploads.ts');
  photoUploads.setUp({ uploadListingImage, deleteImagesByUrl });
  return photoUploads;
};
export { maySignedInSessionExist } from './auth/session-hint.ts';
export {
  continueAfterSignIn,
  takeAfterSignInAction,
  takeReturnAfterSignIn,
  type AfterSignInAction,
} from './auth/after-sign-in.ts';
/**
 * The Firestore SDK surface (the page's Firestore service and the SDK functions the remotes' reads
 * use), loaded on first use: a remote owns its queries and runs them through the page's one SDK.
 */
export const loadFirestore = async () => (await import('./sdk/firestore-surface.ts')).firestoreSdk();
export type { FirestoreSdk } from './sdk/firestore-surface.ts';
export type { QueryConstraint, QueryDocumentSnapshot, DocumentSnapshot } from 'firebase/firestore/lite';
export type { SessionUser } from 'listing-domain';
