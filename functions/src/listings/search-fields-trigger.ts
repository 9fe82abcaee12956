// A listing's search fields, derived on the server (issue 34): the browser that wrote the listing
// could forge them (a rent home in Portsmouth found as a sale in Paris), so no client writes them
// (firestore.rules refuses them) and this trigger writes them with the Admin SDK on every create
// and on every change that affects them. It writes only a change, so its own write ends the chain.
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { searchFieldsUpdate } from '../../../listing-domain/src/search-fields.mjs';
import { adminApp } from '../admin-app.ts';

export const listingSearchFields = onDocumentWritten('listings/{listingId}', async (event) => {
  const after = event.data?.after;
  if (!after?.exists) return; // deleted: nothing to index
  const fields = searchFieldsUpdate(after.data() ?? {});
  if (!fields) return;
  try {
    // Only over the version read: a newer edit has its own trigger, with its own fields.
    await getFirestore(adminApp())
      .doc(after.ref.path)
      .update({ ...fields }, { lastUpdateTime: after.updateTime });
  } catch (error) {
    if (isStale(error)) return;
    throw error;
  }
  logger.info('search fields written', { listing: event.params.listingId, keys: fields.searchKeys.length });
});

/** The listing changed (or went) since this event's version: its next event writes the fields. */
function isStale(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return code === 9 || code === 5 || code === 'failed-precondition' || code === 'not-found';
}
