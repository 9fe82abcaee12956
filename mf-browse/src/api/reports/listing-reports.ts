// Reporting a listing (issue 36): a report goes to reports/{listingId}_{uid}, which no client can
// read (an administrator reads it, by the `admin` custom claim or the Admin SDK: pnpm reports), and
// the reporter keeps a note of it (users/{uid}/reported/{listingId}) so the page says "Reported".
// Both in one batch: the rules let neither be written alone, and a second report of the same
// listing by the same person is refused.
import { loadFirestore, signedInUid } from 'shared-firebase';

export const REPORT_REASONS = {
  scam: 'Scam or fraud',
  gone: 'Already let or sold',
  wrong: 'Wrong or misleading details',
  offensive: 'Offensive content',
  other: 'Something else',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;

/** Longest detail a report keeps (the rules' limit too). */
export const REPORT_DETAIL_MAX = 500;

/** The id of one person's report of one listing: one report each. */
export const reportId = (listingId: string, uid: string) => `${listingId}_${uid}`;

/** Whether the signed-in user has reported this listing (false when signed out). */
export async function hasReported(listingId: string): Promise<boolean> {
  const uid = await signedInUid().catch(() => null);
  if (!uid) return false;
  const sdk = await loadFirestore();
  return (await sdk.getDoc(sdk.doc(sdk.db, 'users', uid, 'reported', listingId))).exists();
}

/** Reports a listing as the signed-in user, with a reason and an optional detail. */
export async function reportListing(listingId: string, reason: ReportReason, detail: string): Promise<void> {
  const uid = await signedInUid();
  const sdk = await loadFirestore();
  const batch = sdk.writeBatch(sdk.db);
  const text = detail.trim();
  batch.set(sdk.doc(sdk.db, 'reports', reportId(listingId, uid)), {
    listingId,
    reporter: uid,
    reason,
    ...(text ? { detail: text } : {}),
    createdAt: sdk.serverTimestamp(),
  });
  batch.set(sdk.doc(sdk.db, 'users', uid, 'reported', listingId), { reportedAt: sdk.serverTimestamp() });
  await batch.commit();
}
