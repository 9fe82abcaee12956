// What else of a user account deletion empties before the profile goes, through the page's one
// Firestore SDK: their saved homes (mf-browse owns saving; this only empties the folder), their
// notes of the listings they reported, their saved searches and alerts (issue 37), and
// their publishing and edit quotas (the editor writes them), all of which only their owner may
// delete.
import { DRAFTS_MAX, listingImageUrls, parseDraft, windowOver } from 'listing-domain';
import { loadFirestore } from 'shared-firebase';
import { deleteImagesByUrl } from '../listings/own-listings.ts';

/** Deletes every saved entry of the user, a hundred at a time. */
export const removeAllSaved = (uid: string) => removeAllIn(uid, 'saved');

/**
 * Deletes the user's notes of the listings they reported (issue 36). The reports themselves stay,
 * for the administrators: they were made, and no client may change them.
 */
export const removeReportNotes = (uid: string) => removeAllIn(uid, 'reported');

/** Deletes the user's alerts (issue 37; the rules read them 50 at a time). */
export const removeNotifications = (uid: string) => removeAllIn(uid, 'notifications', 50);

/** Deletes the user's saved searches (issue 37; mf-browse saves them, 20 at most). */
export async function removeSavedSearches(uid: string): Promise<void> {
  const sdk = await loadFirestore();
  const snapshot = await sdk.getDocs(
    sdk.query(sdk.collection(sdk.db, 'savedSearches'), sdk.where('owner', '==', uid), sdk.limit(20)),
  );
  await Promise.all(snapshot.docs.map((d) => sdk.deleteDoc(d.ref)));
}

/**
 * Deletes the user's listing drafts (issue 52; the editor keeps them, at most DRAFTS_MAX), each
 * after its photos, as a listing goes.
 */
export async function removeDrafts(uid: string): Promise<void> {
  const sdk = await loadFirestore();
  const snapshot = await sdk.getDocs(
    sdk.query(sdk.collection(sdk.db, 'listingDrafts'), sdk.where('userRef', '==', uid), sdk.limit(DRAFTS_MAX)),
  );
  for (const d of snapshot.docs) {
    const draft = parseDraft(d.id, d.data());
    const images = draft ? listingImageUrls(draft) : [];
    if ((await deleteImagesByUrl(images)) > 0) throw new Error(`photos of the draft ${d.id} could not be deleted`);
    await sdk.deleteDoc(d.ref);
  }
}

async function removeAllIn(uid: string, folder: 'saved' | 'reported' | 'notifications', pageSize = 100): Promise<void> {
  const sdk = await loadFirestore();
  const entries = sdk.collection(sdk.db, 'users', uid, folder);
  for (;;) {
    const snapshot = await sdk.getDocs(sdk.query(entries, sdk.limit(pageSize)));
    if (snapshot.empty) return;
    await Promise.all(snapshot.docs.map((d) => sdk.deleteDoc(d.ref)));
  }
}

/**
 * Deletes the user's publishing and edit quotas once their windows are over. Within a window the
 * rules refuse it (a reset that early would lift the limit), so it is not even asked: that is not
 * an error.
 */
export async function removeSpentQuotas(uid: string): Promise<void> {
  await Promise.all([removeSpentQuota(uid, 'publishing'), removeSpentQuota(uid, 'editing')]);
}

async function removeSpentQuota(uid: string, collection: 'publishing' | 'editing'): Promise<void> {
  const sdk = await loadFirestore();
  const quotaDoc = sdk.doc(sdk.db, collection, uid);
  const snapshot = await sdk.getDoc(quotaDoc);
  const windowStart: unknown = snapshot.exists() ? snapshot.get('windowStart') : undefined;
  const count: unknown = snapshot.exists() ? snapshot.get('count') : undefined;
  if (!(windowStart instanceof sdk.Timestamp) || typeof count !== 'number') return;
  // 5 s to spare: the rules judge by the server's clock.
  if (windowOver({ windowStartMs: windowStart.toMillis(), count }, Date.now() - 5_000)) {
    await sdk.deleteDoc(quotaDoc).catch(() => undefined);
  }
}
