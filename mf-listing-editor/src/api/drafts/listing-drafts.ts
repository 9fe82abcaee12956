// The owner's drafts (issue 52, listing-domain/src/listing-drafts.ts), through the page's one
// Firestore SDK: their list, one draft, saving one (a free id for a new one) and deleting one.
// Publishing one is the listing's write (listing-writes.ts: the listing created and the draft
// deleted in one batch).
import {
  DraftGoneError,
  DraftLimitError,
  DRAFTS_MAX,
  errorCode,
  freeDraftId,
  isDraftIdOf,
  listingImageUrls,
  parseDraft,
  type Listing,
  type ListingInput,
} from 'listing-domain';
import { loadFirestore, type FirestoreSdk } from 'shared-firebase';
import { replacedFields } from '../listings/listing-writes.ts';
import { deleteImagesByUrl } from '../photos/photo-storage.ts';

const draftsCollection = (sdk: FirestoreSdk) => sdk.collection(sdk.db, 'listingDrafts');

/** The drafts of `uid`, newest first (at most DRAFTS_MAX: one read). */
export async function readOwnDrafts(uid: string): Promise<Listing[]> {
  const sdk = await loadFirestore();
  const snapshot = await sdk.getDocs(
    sdk.query(draftsCollection(sdk), sdk.where('userRef', '==', uid), sdk.limit(DRAFTS_MAX)),
  );
  const drafts = snapshot.docs.flatMap((d) => parseDraft(d.id, d.data()) ?? []);
  return drafts.sort((a, b) => (b.timestamp?.getTime() ?? 0) - (a.timestamp?.getTime() ?? 0));
}

/** One draft of `uid`, or null when there is none by that id (or it is not theirs to have). */
export async function readDraft(uid: string, id: string): Promise<Listing | null> {
  if (!isDraftIdOf(uid, id)) return null;
  const sdk = await loadFirestore();
  const snapshot = await sdk.getDoc(sdk.doc(draftsCollection(sdk), id));
  return snapshot.exists() ? parseDraft(snapshot.id, snapshot.data()) : null;
}

/**
 * What a refused write of the draft `id` says: DraftGoneError when the draft is no longer there
 * (published or deleted meanwhile, in another tab say: the rules refuse a write to a draft that is
 * not there), else the error itself.
 */
export async function draftWriteError(error: unknown, uid: string, id: string): Promise<unknown> {
  const code = errorCode(error);
  const gone = (code === 'not-found' || code === 'permission-denied') && !(await readDraft(uid, id));
  return gone ? new DraftGoneError() : error;
}

/**
 * Saves the listing's fields as the draft `id`, or as a new draft in the first free id
 * (DraftLimitError when every one is taken); its id. A new draft is dated now and never written
 * over another: the rules refuse it (a second tab took that id a moment ago) and the next free id
 * is tried.
 */
export async function writeDraft(id: string | null, input: ListingInput, uid: string): Promise<string> {
  const sdk = await loadFirestore();
  if (id) {
    try {
      await sdk.updateDoc(sdk.doc(draftsCollection(sdk), id), replacedFields(sdk, input));
    } catch (error) {
      throw await draftWriteError(error, uid, id);
    }
    return id;
  }
  let taken = (await readOwnDrafts(uid)).map((draft) => draft.id);
  for (;;) {
    const free = freeDraftId(uid, taken);
    if (!free) throw new DraftLimitError();
    try {
      await sdk.setDoc(sdk.doc(draftsCollection(sdk), free), {
        ...input,
        userRef: uid,
        timestamp: sdk.serverTimestamp(),
      });
      return free;
    } catch (error) {
      if (errorCode(error) !== 'permission-denied') throw error;
      // Refused because the id was taken meanwhile: the next one. Refused for anything else: said.
      taken = (await readOwnDrafts(uid)).map((draft) => draft.id);
      if (!taken.includes(free)) throw error;
    }
  }
}

/**
 * Deletes a draft, then its photos (no listing holds them: publishing a draft deletes it in the
 * listing's own write). A failure leaves the draft, and with it the way back to its photos.
 */
export async function deleteDraft(draft: Pick<Listing, 'id' | 'imgUrls' | 'floorPlanUrl'>): Promise<void> {
  const sdk = await loadFirestore();
  await sdk.deleteDoc(sdk.doc(draftsCollection(sdk), draft.id));
  await deleteImagesByUrl(listingImageUrls(draft));
}
