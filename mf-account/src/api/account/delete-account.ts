// Account deletion: the user's listings and their photos, their mail settings and profile, then the
// account itself. Each step can be run again, and a step runs only once everything it would
// strand is gone: a listing's photos go before the listing (so a failure leaves the listing, and
// with it the way back to its photos), every listing before the profile, and the profile before
// the account, which the user needs to finish (a deleted account can no longer delete anything).
// The rest of the person's data is other slices' own (issue 87): Firebase Authentication's event of
// the deleted account has each slice's functions delete theirs (the browsing slice's saved homes,
// reported notes, alerts and saved searches; the editor's drafts, quotas and photos).
import { listingImageUrls } from 'listing-domain';
import { signedInUid } from 'shared-firebase';
import { confirmIdentity, deleteSignedInUser } from '../auth/account-auth.ts';
import { deleteImagesByUrl, listUserListings, removeListing } from '../listings/own-listings.ts';
import { removeUserProfile } from '../users/user-profile.ts';
import { AccountDeletionError, IdentityNotConfirmedError } from './account-errors.ts';
import { removeMailSettings } from '../users/mail-settings.ts';

/**
 * Deletes the signed-in user's listings, photos, profile and account. `password`: the password of a
 * password account (Firebase wants a recent sign-in); without one, Google's pop-up confirms.
 * `beforeSignOut`: called once the data is gone, just before the account (and with it the session)
 * goes, so a page behind the sign-in gate can leave first. Throws IdentityNotConfirmedError
 * (nothing deleted) or AccountDeletionError (what is left).
 */
export async function deleteAccount({
  password,
  beforeSignOut,
}: { password?: string; beforeSignOut?: () => void } = {}): Promise<void> {
  try {
    await confirmIdentity(password);
  } catch (error) {
    throw new IdentityNotConfirmedError(error);
  }
  const uid = await signedInUid();
  const listings = await listUserListings(uid).catch((error: unknown) => {
    throw new AccountDeletionError({ listings: 0, photos: 0, profile: true, account: true }, error);
  });
  let listingsLeft = 0;
  let photosLeft = 0;
  let firstFailure: unknown;
  for (const listing of listings) {
    // Its photos and its floor plan (issue 35).
    const images = listingImageUrls(listing);
    const photosFailed = await deleteImagesByUrl(images).catch(() => images.length);
    if (photosFailed > 0) {
      listingsLeft += 1;
      photosLeft += photosFailed;
      firstFailure ??= new Error(`${photosFailed} photos of ${listing.id} could not be deleted`);
      continue;
    }
    try {
      await removeListing(listing.id);
    } catch (error) {
      listingsLeft += 1;
      firstFailure ??= error;
    }
  }
  if (listingsLeft > 0) {
    throw new AccountDeletionError(
      { listings: listingsLeft, photos: photosLeft, profile: true, account: true },
      firstFailure,
    );
  }
  try {
    await removeMailSettings(uid);
    await removeUserProfile(uid);
  } catch (error) {
    throw new AccountDeletionError({ listings: 0, photos: 0, profile: true, account: true }, error);
  }
  beforeSignOut?.();
  try {
    await deleteSignedInUser();
  } catch (error) {
    throw new AccountDeletionError({ listings: 0, photos: 0, profile: false, account: true }, error);
  }
}
