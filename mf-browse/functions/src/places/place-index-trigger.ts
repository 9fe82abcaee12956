// The place index follows every listing's address (issue 35, defect 6), deletes included: the
// browsing slice owns the index (places/{word}) and keeps it from the listings' writes; since
// issue 51 also each listing's town, region and country and the gazetteer index.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { keepGazetteerPlace } from './gazetteer-index.ts';
import { updatePlaceIndex } from './place-index.ts';

export const listingPlaces = onDocumentWritten('listings/{listingId}', async (event) => {
  const before = event.data?.before;
  const after = event.data?.after;
  const beforeData = before?.exists ? before.data() : undefined;
  const afterData = after?.exists ? after.data() : undefined;
  await updatePlaceIndex(beforeData, afterData);
  // Its town, region and country (issue 51): published for the listing, and in the gazetteer index.
  await keepGazetteerPlace(
    event.params.listingId,
    beforeData,
    after?.exists && afterData && after.updateTime ? { data: afterData, updateTime: after.updateTime } : undefined,
  );
});
