// A listing's time zone for its viewing times (issue 52), derived on the server from its
// coordinates with an offline lookup (@photostructure/tz-lookup: the IANA zone at a point, no
// network), written beside the times the owner set: no client may write it (the slice's rules).
// Derived when the times are written, and again when the home moves (its coordinates change).
import { isDeepStrictEqual } from 'node:util';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { onDocumentUpdated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { adminApp } from '../../../../shared-firebase/server/admin-app.ts';
import { zoneAt } from './time-zone-at.ts';

/** Writes the zone at the listing's coordinates beside its viewing times, when they exist and it changed. */
async function keepTimeZone(db: Firestore, listingId: string): Promise<void> {
  const [times, listing] = await Promise.all([
    db.doc(`viewingTimes/${listingId}`).get(),
    db.doc(`listings/${listingId}`).get(),
  ]);
  if (!times.exists) return;
  const geolocation: unknown = listing.get('geolocation');
  const point = typeof geolocation === 'object' && geolocation !== null ? (geolocation as Record<string, unknown>) : {};
  const zone = zoneAt(point.lat, point.lng);
  // Written only when it changes, so this write's own event ends here.
  if (!zone || times.get('timeZone') === zone) return;
  await times.ref.update({ timeZone: zone });
}

export const viewingsTimeZone = onDocumentWritten('viewingTimes/{listingId}', async (event) => {
  if (!event.data?.after.exists) return;
  await keepTimeZone(getFirestore(adminApp()), event.params.listingId);
});

/** A home moved (another town, another country): its viewing times follow its zone. */
export const viewingsListingMoved = onDocumentUpdated('listings/{listingId}', async (event) => {
  const before: unknown = event.data?.before.get('geolocation');
  const after: unknown = event.data?.after.get('geolocation');
  if (isDeepStrictEqual(before, after)) return;
  await keepTimeZone(getFirestore(adminApp()), event.params.listingId);
});
