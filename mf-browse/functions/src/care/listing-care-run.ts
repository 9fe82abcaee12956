// One run of the stale-listing care (issue 52, listing-domain/src/listing-care.ts): the listings
// due for a look (`careDueAt` passed), oldest first, at most `limit` of them, each asked "Is it
// still available?" (a notification in the owner's Alerts and an e-mail where verified) or taken
// off the lists. Idempotent: each step moves `careDueAt` on (or removes it), so a second run at
// the same moment finds nothing; each write holds only over the version read, so an owner's
// renewal in between wins. Bounded: `limit` reads and at most 2 writes and an e-mail per listing.
import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { careStep, STILL_AVAILABLE_QUESTION, STALE_ASK_DAYS } from '../../../../listing-domain/src/listing-care.ts';
import { dateOf } from '../../../../listing-domain/src/stored-values.ts';
import { careMail } from './care-mail.ts';
import { putInOutbox } from '../../../../shared-firebase/server/outbox.ts';

/** The most listings one run looks at (a run each hour: 12,000 a day). */
export const CARE_RUN_LIMIT = 500;

export interface CareRun {
  read: number;
  asked: number;
  unlisted: number;
  /** Listings whose next look was moved (dated again since they became due). */
  rescheduled: number;
  /** Writes to Firestore (listings, notifications, e-mails). */
  writes: number;
  /** Listings changed by their owner while the run looked at them: their own trigger dated them. */
  skipped: number;
}

/** The care of the listings due at `now`, at most `limit` of them; what it read and wrote. */
export async function runListingCare(db: Firestore, now = new Date(), limit = CARE_RUN_LIMIT): Promise<CareRun> {
  const run: CareRun = { read: 0, asked: 0, unlisted: 0, rescheduled: 0, writes: 0, skipped: 0 };
  const due = await db.collection('listings').where('careDueAt', '<=', now).orderBy('careDueAt').limit(limit).get();
  run.read = due.size;
  for (const listing of due.docs) {
    try {
      await careFor(db, listing, now, run);
    } catch (error) {
      if (!isStale(error)) throw error;
      run.skipped += 1;
    }
  }
  return run;
}

async function careFor(db: Firestore, listing: DocumentSnapshot, now: Date, run: CareRun) {
  const data = listing.data() ?? {};
  const step = careStep(
    {
      listed: data.listed !== false,
      touchedAt: dateOf(data.touchedAt),
      careDueAt: dateOf(data.careDueAt),
      staleAskedAt: dateOf(data.staleAskedAt),
    },
    now,
  );
  const precondition = { lastUpdateTime: listing.updateTime! };
  if (step.kind === 'none') {
    await listing.ref.update({ careDueAt: FieldValue.delete() }, precondition);
    run.writes += 1;
    return;
  }
  if (step.kind === 'later') {
    await listing.ref.update({ careDueAt: step.careDueAt }, precondition);
    run.rescheduled += 1;
    run.writes += 1;
    return;
  }
  if (step.kind === 'unlist') {
    // Off the lists (their pages leave it out) and out of every search: no search keys, as the
    // listing trigger derives them for a home off the lists (it finds nothing to change).
    await listing.ref.update({ listed: false, searchKeys: [], careDueAt: FieldValue.delete() }, precondition);
    run.unlisted += 1;
    run.writes += 1;
    return;
  }
  const owner = typeof data.userRef === 'string' ? data.userRef : '';
  const name = typeof data.name === 'string' ? data.name : 'Your home';
  const type = data.type === 'sale' ? 'sale' : 'rent';
  const batch = db.batch();
  batch.update(listing.ref, { staleAskedAt: now, careDueAt: step.careDueAt }, precondition);
  // One notification per question (the day it was asked): the bell counts it (alerts-badge.ts).
  const day = now.toISOString().slice(0, 10);
  batch.set(db.doc(`users/${owner}/notifications/care_${listing.id}_${day}`), {
    kind: 'listing-care',
    listingId: listing.id,
    listingName: name,
    listingType: type,
    reason: `${STILL_AVAILABLE_QUESTION} You have not updated this home for ${STALE_ASK_DAYS} days`,
    createdAt: now,
    read: false,
  });
  await batch.commit();
  run.asked += 1;
  run.writes += 2;
  const mail = careMail({ id: listing.id, name, type }, step.careDueAt);
  if (await putInOutbox(db, `care_${listing.id}_${day}`, { uid: owner, kind: 'listing-care', message: mail }, now))
    run.writes += 1;
}

/** The listing changed since it was read (or went): its own trigger dated it; the next run sees it. */
function isStale(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return code === 9 || code === 5 || code === 'failed-precondition' || code === 'not-found';
}
