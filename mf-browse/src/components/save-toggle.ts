// What a tap on a heart does, loaded with the first tap (or with a signed-in user's hearts).
import { msg } from '@lingui/core/macro';
import { loadSavedHomes } from '../api/saved/load-saved-homes.ts';

export const SAVE_FAILED = msg`The home could not be saved. Please try again.`;
export const UNSAVE_FAILED = msg`The home could not be removed from your saved homes. Please try again.`;

/**
 * Saves or removes the home for whoever is signed in. Nobody signed in: keeps the home to save
 * after signing in (and the page to come back to) and answers 'sign-in'. Throws when the save fails.
 */
export async function toggleSaved(
  listing: { id: string; name: string },
  save: boolean,
  returnTo: string,
): Promise<'done' | 'sign-in'> {
  const saved = await loadSavedHomes();
  if (await saved.setHomeSaved(listing, save)) return 'done';
  saved.saveAfterSignIn(listing, returnTo);
  return 'sign-in';
}
