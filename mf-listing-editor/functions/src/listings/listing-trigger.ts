// What the server keeps right on every write of a listing (issue 34), with the Admin SDK:
// - its search fields: the browser that wrote the listing could forge them (a rent home in
//   Portsmouth found as a sale in Paris), so no client writes them (firestore.rules refuses
//   them) and they are derived here on every create and every change that affects them (its
//   price in euros with the stored exchange rates, issue 53);
// - its photos: one the server refused (not a real image, photos/) is taken off.
// - its care (issue 52, listing-domain/src/listing-care.ts): every touch of its owner's (a create,
//   an edit, a status change, a renewal: owner-touch.ts) is dated, puts the home back on the lists
//   and clears an unanswered "Is it still available?"; a listing older than this is dated from
//   its creation the first time it is written.
// - its price reduction (issue 37: `priceCut`, the price before and when; the browsing slice
//   tells who saved the home);
// - its insights' counters (issue 52), deleted with it.
// (The place index, which follows the address, is the browsing slice's own trigger.)
// It writes only a change, so its own write ends the chain.
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { careAfterTouch } from '../../../../listing-domain/src/listing-care.ts';
import { priceFall } from '../../../../listing-domain/src/price-cut.ts';
import { searchFieldsUpdate } from '../../../../listing-domain/src/search-fields.ts';
import { dateOf } from '../../../../listing-domain/src/stored-values.ts';
import { adminApp } from '../../../../shared-firebase/server/admin-app.ts';
import { withoutRejected } from '../photos/rejected-photos.ts';
import { storedRates } from '../prices/stored-rates.ts';
import { ownerTouched } from './owner-touch.ts';

export const listingWritten = onDocumentWritten('listings/{listingId}', async (event) => {
  const after = event.data?.after;
  if (!after?.exists) {
    // Deleted: its insights' counters go with it (issue 52: no figures of a home that is gone).
    const db = getFirestore(adminApp());
    await db.recursiveDelete(db.doc(`listingStats/${event.params.listingId}`));
    return;
  }
  const data = after.data() ?? {};
  const photos = Array.isArray(data.imgUrls)
    ? await withoutRejected(data.imgUrls.filter((u) => typeof u === 'string'))
    : null;
  // A floor plan the server refused goes too (issue 35).
  const planRefused =
    typeof data.floorPlanUrl === 'string' && (await withoutRejected([data.floorPlanUrl]))?.length === 0;
  const db = getFirestore(adminApp());
  const care = careUpdate(event.data?.before?.data(), data, after.updateTime?.toDate() ?? new Date());
  // The search fields of the home as it will be (back on the lists after a touch).
  const fields = searchFieldsUpdate(care ? { ...data, listed: true } : data, await storedRates(db));
  // The price to pay fell (it is derived: the fall shows in the event of its derivation).
  const cutFrom = priceFall(event.data?.before?.data(), data);
  if (!fields && !photos && !planRefused && !care && cutFrom === null) return;
  try {
    // Only over the version read: a newer edit has its own event, and its own fields.
    await db.doc(after.ref.path).update(
      {
        ...fields,
        ...care,
        ...(photos ? { imgUrls: photos } : {}),
        ...(planRefused ? { floorPlanUrl: FieldValue.delete() } : {}),
        ...(cutFrom !== null ? { priceCut: { from: cutFrom, at: FieldValue.serverTimestamp() } } : {}),
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
    touched: !!care,
    priceCut: cutFrom !== null,
  });
});

/**
 * The care fields to write after this write (null: none): dated now after the owner's touch; dated
 * from its creation for a listing that has none yet (older than issue 52).
 */
function careUpdate(before: Record<string, unknown> | undefined, after: Record<string, unknown>, at: Date) {
  // A listing created with its care dated (the seed, an import past the rules: no client may
  // write it) keeps it.
  const touched = ownerTouched(before, after) && !(before === undefined && dateOf(after.touchedAt));
  if (!touched && dateOf(after.touchedAt)) return null;
  const care = careAfterTouch(touched ? at : (dateOf(after.timestamp) ?? at));
  return {
    listed: true,
    touchedAt: care.touchedAt,
    careDueAt: care.careDueAt,
    ...('staleAskedAt' in after ? { staleAskedAt: FieldValue.delete() } : {}),
  };
}

/** The listing changed (or went) since this event's version: its next event does the work. */
function isStale(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return code === 9 || code === 5 || code === 'failed-precondition' || code === 'not-found';
}
