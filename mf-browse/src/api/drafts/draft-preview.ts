// A draft's preview (issue 52): the listing editor's draft (`listingDrafts/{id}`, its owner's
// alone by the rules) read as the listing it will be (listing-domain's parseDraft: a draft has a
// listing's shape), through the page's one Firestore SDK.
import { errorCode, isValidDocumentId, parseDraft, type Listing } from 'listing-domain';
import { loadFirestore } from 'shared-firebase';

/** The draft as a listing, or null when there is none the reader may see by that id. */
export async function readDraftPreview(draftId: string): Promise<Listing | null> {
  if (!isValidDocumentId(draftId)) return null;
  const sdk = await loadFirestore();
  try {
    const snapshot = await sdk.getDoc(sdk.doc(sdk.db, 'listingDrafts', draftId));
    return snapshot.exists() ? parseDraft(snapshot.id, snapshot.data()) : null;
  } catch (error) {
    // Someone else's draft is not theirs to see: to them it does not exist.
    if (errorCode(error) === 'permission-denied') return null;
    throw error;
  }
}
