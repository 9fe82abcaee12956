// How an account deletion can end short of done; loaded with every page (the profile tells them apart),
// unlike the deletion itself.

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
