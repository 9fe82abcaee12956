// Saved homes: the listings a user keeps (users/{uid}/saved/{listingId}, only its owner reads and
// writes it; firestore.rules). Loaded on first use (load-saved-homes.ts), and the Firestore SDK
// (saved-operations.ts) after it: a visitor's page carries none of it.
import { isValidDocumentId, PAGE_SIZE } from 'listing-domain';
import { continueAfterSignIn, signedInUid, takeAfterSignInAction } from 'shared-firebase';
import type { SavedCursor, SavedPage } from './saved-operations.ts';

export type { SavedCursor, SavedHome, SavedPage } from './saved-operations.ts';

const savedOperations = () => import('./saved-operations.ts');

/** Ids one `in` query may hold (Firestore allows 30). */
const IN_LIMIT = 30;
/** Longest listing name kept with a saved home (firestore.rules allows the same). */
export const SAVED_NAME_MAX = 100;

/** Saves a listing for the signed-in user (again: nothing changes but the time it was saved). */
export async function saveHome(listing: { id: string; name: string }): Promise<void> {
  if (!isValidDocumentId(listing.id)) throw new Error(`Not a listing id: ${listing.id}`);
  const name = listing.name.trim().slice(0, SAVED_NAME_MAX) || 'A home';
  await (await savedOperations()).writeSaved(await signedInUid(), listing.id, name);
}

/**
 * Saves (`saved` true) or removes a home for whoever is signed in; false when nobody is (nothing
 * written: the caller asks the visitor to sign in).
 */
export async function setHomeSaved(listing: { id: string; name: string }, saved: boolean): Promise<boolean> {
  const uid = await signedInUid().catch(() => null);
  if (!uid) return false;
  if (saved) await saveHome(listing);
  else await unsaveHome(listing.id);
  return true;
}

/** Removes a listing from the signed-in user's saved homes. */
export async function unsaveHome(listingId: string): Promise<void> {
  if (!isValidDocumentId(listingId)) return;
  await (await savedOperations()).removeSaved(await signedInUid(), listingId);
}

// Asks made in the same moment (the cards of one page, each asking for its own listing) go
// together: one query per IN_LIMIT ids, so a page of cards costs one read, not one per card.
let pending: {
  uid: string;
  waiting: Map<string, ((saved: boolean) => void)[]>;
  failed: ((e: unknown) => void)[];
} | null = null;

async function flush(batch: NonNullable<typeof pending>) {
  const ids = [...batch.waiting.keys()];
  try {
    const operations = await savedOperations();
    const saved = new Set<string>();
    for (let start = 0; start < ids.length; start += IN_LIMIT) {
      for (const id of await operations.readSavedAmong(batch.uid, ids.slice(start, start + IN_LIMIT))) saved.add(id);
    }
    for (const [id, resolvers] of batch.waiting) for (const resolve of resolvers) resolve(saved.has(id));
  } catch (error) {
    for (const reject of batch.failed) reject(error);
  }
}

/**
 * Whether the signed-in user saved the listing `id` (false when nobody is signed in). Calls made
 * together are answered by one query.
 */
export async function isHomeSaved(id: string): Promise<boolean> {
  if (!isValidDocumentId(id)) return false;
  const uid = await signedInUid().catch(() => null);
  if (!uid) return false;
  await finishSaveAfterSignIn();
  return new Promise<boolean>((resolve, reject) => {
    if (!pending || pending.uid !== uid) {
      const batch: NonNullable<typeof pending> = { uid, waiting: new Map(), failed: [] };
      pending = batch;
      setTimeout(() => {
        if (pending === batch) pending = null;
        void flush(batch);
      }, 0);
    }
    const resolvers = pending.waiting.get(id) ?? [];
    resolvers.push(resolve);
    pending.waiting.set(id, resolvers);
    pending.failed.push(reject);
  });
}

/** One page of the signed-in user's saved homes, newest saved first; a deleted listing comes as null. */
export async function listSavedHomes(
  options: { after?: SavedCursor | null; pageSize?: number } = {},
): Promise<SavedPage> {
  const uid = await signedInUid();
  await finishSaveAfterSignIn();
  return (await savedOperations()).readSavedPage(uid, options.pageSize ?? PAGE_SIZE, options.after ?? null);
}

// A visitor who is not signed in and taps a heart signs in first. The home waits in the session's
// after-sign-in note (shared-firebase, this tab, half an hour): the sign-in pages go back to the
// page it was tapped on, and the first heart or Saved page that asks afterwards saves it.
const SAVE_KIND = 'save-home';

/** Keeps a home to save once the visitor has signed in, and the page to go back to. */
export function saveAfterSignIn(listing: { id: string; name: string }, returnTo: string): void {
  continueAfterSignIn(returnTo, { kind: SAVE_KIND, data: { id: listing.id, name: listing.name } });
}

let finishing: Promise<void> | null = null;

/**
 * Saves the home kept by saveAfterSignIn, if any, once someone is signed in. Asks made together
 * (the hearts of the page the visitor comes back to) wait for the one save.
 */
export function finishSaveAfterSignIn(): Promise<void> {
  if (!finishing) {
    const kept = takeAfterSignInAction(SAVE_KIND);
    const { id, name } = kept ?? {};
    const saving =
      typeof id === 'string' && typeof name === 'string'
        ? saveHome({ id, name }).catch((error: unknown) => {
            console.warn('[saved homes] the home kept before sign-in could not be saved', error);
          })
        : Promise.resolve();
    finishing = saving.finally(() => {
      finishing = null;
    });
  }
  return finishing;
}
