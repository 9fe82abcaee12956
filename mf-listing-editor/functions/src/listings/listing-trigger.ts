// What the server keeps right on every write of a listing (issue 34), with the Admin SDK:
// - its search fields: the browser that wrote the listing could forge them (a rent home in
//   Portsmouth found as a sale in Paris), so no client writes them (firestore.rules refuses
//   them) and they are derived here on every create and every change that affects them (its
//   price in euros with the stored exchange rates, issue 53);
// - its photos: one the server refused (not a real image, photos/) is taken off.
// (The place index, which follows the address, is the browsing slice's own trigger.)
// It writes only a change, so its own write ends the chain.
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { searchFieldsUpdate } from '../../../../listing-domain/src/search-fields.ts';
import { adminApp } from '../../../../shared-firebase/server/admin-app.ts';
import { withoutRejected } from '../photos/rejected-photos.ts';
import { storedRates } from '../prices/stored-rates.ts';

export const listingWritten = onDocumentWritten('listings/{listingId}', async (event) => {
  const after = event.data?.after;
  if (!after?.exists) return; // deleted: nothing to keep right
  const data = after.data() ?? {};
  const photos = Array.isArray(data.imgUrls)
    ? await withoutRejected(data.imgUrls.filter((u) => typeof u === 'string'))
    : null;
  // A floor plan the server refused goes too (issue 35).
  const planRefused =
    typeof data.floorPlanUrl === 'string' && (await withoutRejected([data.floorPlanUrl]))?.length === 0;
  const db = getFirestore(adminApp());
  const fields = searchFieldsUpdate(data, await storedRates(db));
  if (!fields && !photos && !planRefused) return;
  try {
    // Only over the version read: a newer edit has its own event, and its own fields.
    await db.doc(after.ref.path).update(
      {
        ...fields,
        ...(photos ? { imgUrls: photos } : {}),
        ...(planRefused ? { floorPlanUrl: FieldValue.delete() } : {}),
      },
      { lastUpdateTime: after.updateTime },
    );
  } catch (error) {
    if (isStale(error)) return;
    throw error;
  }
  logger.info('listing kept right', {
    listing: event.params.listingId,
    searchFields: !!fields,
    photosRemoved: !!photos,
  });
});

/** The listing changed (or went) since this event's version: its next event does the work. */
function isStale(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return code === 9 || code === 5 || code === 'failed-precondition' || code === 'not-found';
}
