// The account verbs of the site. The deletion's code (delete-account.ts) loads when it is asked for.
export { AccountDeletionError, IdentityNotConfirmedError, describeLeftovers } from './account-errors.ts';
export type { AccountLeftovers } from './account-errors.ts';

/**
 * Deletes the signed-in user's listings, photos, profile and account (see delete-account.ts).
 * Throws IdentityNotConfirmedError (nothing deleted) or AccountDeletionError (what is left).
 */
export async function deleteAccount(options: { password?: string; beforeSignOut?: () => void } = {}): Promise<void> {
  await (await import('./delete-account.ts')).deleteAccount(options);
}
