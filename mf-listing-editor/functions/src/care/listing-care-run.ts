// One run of the stale-listing care (issue 52, listing-domain/src/listing-care.ts): the listings
// due for a look (`careDueAt` passed), oldest first, at most `limit` of them, each asked "Is it
// still available?" (`staleAskedAt`: the browsing slice then tells the owner in their Alerts and by
// e-mail where verified) or taken off the lists. The listings are this slice's own (issue 87: the
// care moved here from the browsing slice, which wrote them). Idempotent: each step moves
// `careDueAt` on (or removes it), so a second run at the same moment finds nothing; each write
// holds only over the version read, so an owner's renewal in between wins. Bounded: `limit` reads
// and one write per listing.
import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { careStep } from '../../../../listing-domain/src/listing-care.ts';
import { dateOf } from '../../../../listing-domain/src/stored-values.ts';

/** The most listings one run looks at (a run each hour: 12,000 a day). */
export const CARE_RUN_LIMIT = 500;

export interface CareRun {
  read: number;
  asked: number;
  unlisted: number;
  /** Listings whose next look was moved (dated again since they became due). */
  rescheduled: number;
  /** Writes to Firestore (the listings). */
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
      await careFor(listing, now, run);
    } catch (error) {
      if (!isStale(error)) throw error;
      run.skipped += 1;
    }
  }
  return run;
}

async function careFor(listing: DocumentSnapshot, now: Date, run: CareRun) {
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
  // Asked: the question's time on the listing. The browsing slice, which listens to the listings,
  // puts the question in the owner's Alerts and e-mails it (mf-browse/functions/src/care/).
  await listing.ref.update({ staleAskedAt: now, careDueAt: step.careDueAt }, precondition);
  run.asked += 1;
  run.writes += 1;
}

/** The listing changed since it was read (or went): its own trigger dated it; the next run sees it. */
function isStale(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return code === 9 || code === 5 || code === 'failed-precondition' || code === 'not-found';
}
