// A listing's time zone for its viewing times (issue 52), derived on the server from its
// coordinates with an offline lookup (@photostructure/tz-lookup: the IANA zone at a point, no
// network), written beside the times the owner set: no client may write it (the slice's rules).
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { adminApp } from '../../../../shared-firebase/server/admin-app.ts';
import { zoneAt } from './time-zone-at.ts';

export const viewingsTimeZone = onDocumentWritten('viewingTimes/{listingId}', async (event) => {
  const after = event.data?.after;
  if (!after?.exists) return;
  const db = getFirestore(adminApp());
  const listing = await db.doc(`listings/${event.params.listingId}`).get();
  const geolocation: unknown = listing.get('geolocation');
  const point = typeof geolocation === 'object' && geolocation !== null ? (geolocation as Record<string, unknown>) : {};
  const zone = zoneAt(point.lat, point.lng);
  // Written only when it changes, so this write's own event ends here.
  if (!zone || after.get('timeZone') === zone) return;
  await after.ref.update({ timeZone: zone });
});
