// Keeps the place index (places/{word}, listing-domain/src/place-index.ts) as listings are
// published, moved and deleted: the site's place search forgives a word no address has and a typo,
// and suggests places as people type, from it (issue 35, defect 6). Each word's counts, spellings
// and label move in one transaction, so two listings written at once both count and the label is
// chosen from every listing's spelling (issue 47), never the latest one's.
import { getFirestore } from 'firebase-admin/firestore';
import { PLACES_COLLECTION, applyPlaceChange, placeIndexChanges } from '../../../../listing-domain/src/place-index.ts';
import { adminApp } from '../../../../shared-firebase/server/admin-app.ts';

const locationOf = (data: Record<string, unknown> | undefined): string | null =>
  typeof data?.location === 'string' ? data.location : null;

/** Applies to the index what the change of one listing's address changes; the number of words changed. */
export async function updatePlaceIndex(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): Promise<number> {
  const changes = placeIndexChanges(locationOf(before), locationOf(after));
  if (changes.length === 0) return 0;
  const db = getFirestore(adminApp());
  const refs = changes.map((change) => db.collection(PLACES_COLLECTION).doc(change.word));
  await db.runTransaction(async (transaction) => {
    const stored = await transaction.getAll(...refs);
    changes.forEach((change, index) => {
      transaction.set(refs[index]!, applyPlaceChange(stored[index]?.data(), change));
    });
  });
  return changes.length;
}
