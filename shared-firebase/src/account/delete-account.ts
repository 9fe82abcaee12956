// Account deletion: the user's listings, their photos, their profile, then the account itself. Each
// step can be run again, and a step runs only once everything it would strand is gone: a listing's
// photos go before the listing (so a failure leaves the listing, and with it the way back to its
// photos), every listing before the profile, and the profile before the account, which the user
// needs to finish (a deleted account can no longer delete anything).
import { confirmIdentity, deleteSignedInUser, signedInUid } from '../auth/auth.ts';
import { deleteImagesByUrl } from '../images/images.ts';
import { listUserListings } from '../listings/listings.ts';

const listingOperations = () => import('../listings/listing-operations.ts');
const userOperations = () => import('../users/user-operations.ts');

/** What is still there after a deletion that stopped. */
export interface AccountLeftovers {
  listings: number;
  photos: number;
  profile: boolean;
  account: boolean;
}

/** The user could not be signed in again (wrong password, pop-up closed): nothing was deleted. */
export class IdentityNotConfirmedError extends Error {
  constructor(cause: unknown) {
    super('Your identity could not be confirmed, so nothing was deleted.', { cause });
    this.name = 'IdentityNotConfirmedError';
  }
}

/** A deletion that stopped part-way; `left` says what remains. Running deleteAccount again finishes it. */
export class AccountDeletionError extends Error {
  readonly left: AccountLeftovers;
  constructor(left: AccountLeftovers, cause: unknown) {
    super(describeLeftovers(left), { cause });
    this.name = 'AccountDeletionError';
    this.left = left;
  }
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Still there: 2 listings (3 photos), your profile and your account." */
export function describeLeftovers(left: AccountLeftovers): string {
  const parts: string[] = [];
  if (left.listings > 0) {
    parts.push(
      `${count(left.listings, 'listing', 'listings')}${left.photos > 0 ? ` (${count(left.photos, 'photo', 'photos')})` : ''}`,
    );
  } else if (left.photos > 0) {
    parts.push(count(left.photos, 'photo', 'photos'));
  }
  if (left.profile) parts.push('your profile');
  if (left.account) parts.push('your account');
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? 'nothing');
  return `Your account was not fully deleted. Still there: ${list}.`;
}

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
  const operations = await listingOperations();
  let listingsLeft = 0;
  let photosLeft = 0;
  let firstFailure: unknown;
  for (const listing of listings) {
    const photosFailed = await deleteImagesByUrl(listing.imgUrls).catch(() => listing.imgUrls.length);
    if (photosFailed > 0) {
      listingsLeft += 1;
      photosLeft += photosFailed;
      firstFailure ??= new Error(`${photosFailed} photos of ${listing.id} could not be deleted`);
      continue;
    }
    try {
      await operations.removeListing(listing.id);
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
    await (await userOperations()).removeUserData(uid);
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
