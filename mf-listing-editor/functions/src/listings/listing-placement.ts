// A listing's town, region and country (issue 51), found by the browsing slice from its gazetteer
// and published as `listingPlacements/{listingId}` (issue 87: the listings are this slice's own, so
// this slice writes their `place`): put on the version of the listing it was found for. A newer
// edit has its own placement; the listing gone, nothing is written. On the path of every alert
// of a search by town (the place's tokens make the search keys), so kept warm as the live counts'
// triggers are (decision record 061).
import { FieldValue, Timestamp, getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { readListingPlace } from '../../../../listing-domain/src/gazetteer-place.ts';
import { adminApp } from '../../../../shared-firebase/server/admin-app.ts';
import { LIVE_COUNT_TRIGGER } from '../../../../shared-firebase/server/badges.ts';

export const listingPlaced = onDocumentWritten(
  { document: 'listingPlacements/{listingId}', ...LIVE_COUNT_TRIGGER },
  async (event) => {
    const placement = event.data?.after;
    if (!placement?.exists) return;
    const version: unknown = placement.get('listingUpdateTime');
    if (!(version instanceof Timestamp)) return;
    const place = readListingPlace(placement.get('place'));
    try {
      await getFirestore(adminApp())
        .collection('listings')
        .doc(event.params.listingId)
        .update({ place: place ?? FieldValue.delete() }, { lastUpdateTime: version });
    } catch (error) {
      const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
      // Changed since (its next placement says where it is) or gone.
      if (code === 9 || code === 5 || code === 'failed-precondition' || code === 'not-found') return;
      throw error;
    }
  },
);
