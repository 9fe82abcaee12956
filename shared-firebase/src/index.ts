// The public surface of shared-firebase: domain verbs and types, never raw SDK handles.
import { isValidDocumentId } from './app/document-id.ts';
import { signedInUid } from './auth/auth.ts';
import { deleteImagesByUrl, uploadListingImage } from './images/images.ts';
export { SHARED_FIREBASE_VERSION } from './version.ts';
export { readFirebaseSettings } from './app/firebase-settings.ts';
export type { FirebaseSettings, EmulatorEndpoints } from './app/firebase-settings.ts';
export { configureFirebase, firebaseAppCount } from './app/firebase-services.ts';
export { sessionUserHook, useSessionUser } from './auth/use-session-user.ts';
export {
  currentUser,
  observeAuthState,
  prepareAuth,
  requireSignedInUid,
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
  listListings,
  listNewestListings,
  listUserListings,
  listingQueryShape,
  prepareListingQueries,
  updateListing,
  ListingCursor,
} from './listings/listings.ts';
export type { ListingFilter, ListingPage } from './listings/listings.ts';
export type { EarlyReadName } from './listings/listing-early-reads.ts';
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
export { isCleanText, hasForbiddenCharacters } from './listings/text-rules.ts';
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
export {
  IMAGE_CONTENT_TYPES,
  IMAGE_EXTENSIONS,
  LISTING_LIMITS,
  PAGE_SIZE,
  RECOMMENDED_COUNT,
} from './listings/listing-limits.ts';
export {
  DEFAULT_DRAFT,
  DISCOUNT_MESSAGE,
  MAX_IMAGES_MESSAGE,
  draftToListingInput,
  isAcceptedImage,
  listingToDraft,
  validateListingDraft,
} from './listings/listing-schema.ts';
export type { ListingDraft, ValidationProblem, FieldName, ImageChoice } from './listings/listing-schema.ts';
export {
  currentPrice,
  discountAmount,
  formatPrice,
  isSafeHttpUrl,
  priceLabel,
  roomsLabel,
} from './listings/listing-format.ts';
export type {
  GeoPoint,
  Listing,
  ListingInput,
  ListingType,
  SessionUser,
  UserProfile,
} from './listings/listing-types.ts';
export { shouldAskSaved } from './saved/should-ask-saved.ts';
export type { SavedCursor, SavedHome, SavedPage } from './saved/saved-homes.ts';
/** Saved homes (save, remove, is it saved, the saved list, save after sign-in): loads on first use. */
export const loadSavedHomes = async () => {
  const savedHomes = await import('./saved/saved-homes.ts');
  savedHomes.setUp({ signedInUid, isValidDocumentId });
  return savedHomes;
};
export type SavedHomesModel = Awaited<ReturnType<typeof loadSavedHomes>>;
export type { AreaResult, SearchCursor, SearchPage } from './search/search.ts';
export type { MapArea, SearchCriteria, SearchSort } from './search/search-query.ts';
/** The search (criteria defaults, orders, place matching, the query): loads with the page that searches. */
export const loadSearch = () => import('./search/search-model.ts');
export type SearchModel = Awaited<ReturnType<typeof loadSearch>>;
