// This remote's saved homes, as its components see them: the types, and the code itself, which
// loads on first use (a visitor's page carries none of it).
export type { SavedCursor, SavedHome, SavedPage } from './saved-operations.ts';

/** Saved homes (save, remove, is it saved, the saved list, save after sign-in): loads on first use. */
export const loadSavedHomes = () => import('./saved-homes.ts');
