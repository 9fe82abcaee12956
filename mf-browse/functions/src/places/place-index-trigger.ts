// The place index follows every listing's address (issue 35, defect 6), deletes included: the
// browsing slice owns the index (places/{word}) and keeps it from the listings' writes.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { updatePlaceIndex } from './place-index.ts';

export const listingPlaces = onDocumentWritten('listings/{listingId}', async (event) => {
  const before = event.data?.before;
  const after = event.data?.after;
  await updatePlaceIndex(before?.exists ? before.data() : undefined, after?.exists ? after.data() : undefined);
});
