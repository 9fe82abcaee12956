// A listing's views (issue 52), counted on the server: the listing page tells this endpoint once
// a visit (a beacon, text/plain: no preflight); one view per visitor a day, the visitor being the
// network address the request came from as Google's front end appended it (visitor-address.ts: a
// script cannot make one address into many, as it could with an id or a header it writes). The day's marker `listingViews/{listingId}_{day}_{hash}` is created once (a
// hash: no address is stored); a marker created counts one view. Markers carry `expireAt` (two
// days on) for a Firestore TTL policy to delete them in production.
import { createHash } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { isValidDocumentId } from '../../../../listing-domain/src/document-id.ts';
import { statDay } from '../../../../listing-domain/src/listing-stats.ts';
import { adminApp } from '../../../../shared-firebase/server/admin-app.ts';
import { countStat } from './count-stat.ts';
import { createdOnce } from './counted-once.ts';
import { visitorAddress } from './visitor-address.ts';

/** The listing a beacon's body names, or null. */
export function viewedListing(body: unknown): string | null {
  let parsed: unknown = body;
  if (typeof body === 'string') {
    try {
      parsed = JSON.parse(body);
    } catch {
      return null;
    }
  }
  const id: unknown = typeof parsed === 'object' && parsed !== null ? Reflect.get(parsed, 'listing') : undefined;
  return typeof id === 'string' && isValidDocumentId(id) ? id : null;
}

/** The marker of one visitor's views of a listing on a day: no address in it, a hash. */
export function viewMarkerId(listingId: string, day: string, visitor: string): string {
  const hash = createHash('sha256').update(`${visitor}|${listingId}|${day}`).digest('hex').slice(0, 32);
  return `${listingId}_${day}_${hash}`;
}

/** Counts the view of `listingId` by `visitor` at `at`, once a day; true when it counted. */
export async function countView(listingId: string, visitor: string, at = new Date()): Promise<boolean> {
  const db = getFirestore(adminApp());
  if (!(await db.doc(`listings/${listingId}`).get()).exists) return false;
  const day = statDay(at);
  const created = await createdOnce(db, `listingViews/${viewMarkerId(listingId, day, visitor)}`, {
    listingId,
    day,
    expireAt: new Date(at.getTime() + 2 * 86_400_000),
  });
  if (created) await countStat(db, listingId, 'views', at);
  return created;
}

export const insightsViews = onRequest({ cors: true, concurrency: 80 }, async (req, res) => {
  if (req.method !== 'POST') {
    res.status(405).send('');
    return;
  }
  const listingId = viewedListing(req.body);
  if (!listingId) {
    res.status(400).send('');
    return;
  }
  // Without an address nobody can be told apart: not counted, rather than counted as anyone.
  const visitor = visitorAddress(req.headers['x-forwarded-for'], req.socket?.remoteAddress);
  if (visitor) await countView(listingId, visitor);
  res.status(204).send('');
});
