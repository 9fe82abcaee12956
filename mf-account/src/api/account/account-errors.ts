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

/**
 * A deletion that stopped part-way; `left` says what remains (the profile says it in the person's
 * language). Running deleteAccount again finishes it.
 */
export class AccountDeletionError extends Error {
  readonly left: AccountLeftovers;
  constructor(left: AccountLeftovers, cause: unknown) {
    super(`Account deletion stopped part-way; still there: ${JSON.stringify(left)}`, { cause });
    this.name = 'AccountDeletionError';
    this.left = left;
  }
}
