// Keeps the place index (places/{word}, listing-domain/src/place-index.mjs) as listings are
// published, moved and deleted: the site's place search forgives a word no address has and a typo,
// and suggests places as people type, from it (issue 35, defect 6). Counts move by increments, so
// two listings written at once both count.
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { PLACES_COLLECTION, placeIndexChanges } from '../../../listing-domain/src/place-index.mjs';
import { adminApp } from '../admin-app.ts';

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
  const batch = db.batch();
  for (const change of changes) {
    batch.set(
      db.collection(PLACES_COLLECTION).doc(change.word),
      {
        word: change.word,
        // A word leaving a listing keeps the label another listing wrote.
        ...(change.listings >= 0 && change.places >= 0 ? { label: change.label } : {}),
        listings: FieldValue.increment(change.listings),
        places: FieldValue.increment(change.places),
      },
      { merge: true },
    );
  }
  await batch.commit();
  return changes.length;
}
