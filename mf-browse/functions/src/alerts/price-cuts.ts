// Price reductions (issue 37): when a listing's price to pay falls (in the same currency), the
// listing editor's trigger notes it on the listing (`priceCut`: the listings are its own, issue 87)
// and this tells the people who saved the home, at most once a day per home however often its
// owner edits it: the notification's id is the home and the day, created only if absent.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { priceFall } from '../../../../listing-domain/src/price-cut.ts';
import { dayOf } from './alert-mail.ts';

type Fields = Record<string, unknown>;

export interface PriceCutRun {
  noted: boolean;
  saversNotified: number;
}

/** Notifies the people who saved the listing of a fall of its price. */
export async function notePriceCut(
  db: Firestore,
  listingId: string,
  before: Fields | undefined,
  after: Fields,
  now = new Date(),
): Promise<PriceCutRun> {
  const from = priceFall(before, after);
  if (from === null) return { noted: false, saversNotified: 0 };
  const savers = await db.collectionGroup('saved').where('listingId', '==', listingId).limit(500).get();
  let saversNotified = 0;
  for (const saved of savers.docs) {
    const uid = saved.ref.parent.parent?.id;
    if (!uid || uid === after.userRef) continue;
    const notification = db.doc(`users/${uid}/notifications/pricecut_${listingId}_${dayOf(now)}`);
    const created = await notification
      .create({
        kind: 'price-cut',
        listingId,
        listingName: typeof after.name === 'string' ? after.name : 'A home',
        listingType: after.type === 'sale' ? 'sale' : 'rent',
        searchName: '',
        reason: 'Price reduced on a home you saved',
        createdAt: FieldValue.serverTimestamp(),
        read: false,
      })
      .then(
        () => true,
        (error: { code?: number }) => {
          if (error.code === 6) return false; // ALREADY_EXISTS: told today already
          throw error;
        },
      );
    if (created) saversNotified += 1;
  }
  return { noted: true, saversNotified };
}
