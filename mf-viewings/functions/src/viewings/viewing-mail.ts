// A viewing's e-mail to the person it is news for (issue 52), where their address is verified,
// through the site's outbox (shared-firebase/server/outbox.ts). One per viewing and status: its
// id says which, so a retried event writes it once. Never a flood (issue 85): one person's doings
// mail another about one home at most VIEWING_MAILS_PER_DAY times a day (requests and cancellations
// past it stay on the Viewings page and its badge), and a subject holds no text a stranger wrote.
import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { putInOutbox } from '../../../../shared-firebase/server/outbox.ts';
import { escapeHtml } from '../../../../shared-firebase/server/html-text.ts';
import { siteUrl } from '../../../../shared-firebase/server/site-url.ts';
import { viewingTimeLabel } from '../../../src/api/viewings/viewing-time-label.ts';
import type { Viewing } from '../../../src/api/viewings/viewing.ts';
import { VIEWINGS_PATH } from '../../../src/app/viewings-path.ts';

/** The subject and HTML of the e-mail telling `to` what became of `viewing`. */
export function viewingMail(viewing: Viewing, site = siteUrl()): { subject: string; html: string } {
  const when = viewingTimeLabel(viewing, 'en-GB');
  const home = viewing.listingName;
  const by = viewing.changedBy === viewing.ownerId ? viewing.ownerName : viewing.requesterName;
  // The subject is the site's words and the time only: a home's name and a person's are their
  // authors' free text, which may say anything ("URGENT call …"); the body quotes them, escaped.
  const subject = {
    pending: `New viewing request: ${when}`,
    proposed: `Another viewing time proposed: ${when}`,
    confirmed: `Viewing confirmed: ${when}`,
    declined: `Viewing declined: ${when}`,
    cancelled: `Viewing cancelled: ${when}`,
  }[viewing.status];
  const why = viewing.reason ? `<p>${escapeHtml(viewing.reason)}</p>` : '';
  const from = viewing.changedBy === 'server' ? '' : ` (${escapeHtml(by)})`;
  return {
    subject,
    html: `<p>${escapeHtml(subject)}${from}</p><p>${escapeHtml(home)}</p>${why}<p>${escapeHtml(viewing.address)}</p><p><a href="${escapeHtml(`${site}${VIEWINGS_PATH}`)}">Your viewings</a></p>`,
  };
}

/** The most viewing e-mails one person's doings send another about one home in a day. */
export const VIEWING_MAILS_PER_DAY = 4;
const DAY_MS = 86_400_000;

/**
 * Takes one of the day's e-mails from `viewing`'s author (its `changedBy`: a person, or the server)
 * to `to` about its home; false when the day's are used up. Kept in `viewingMailQuota/` (no person's
 * id in it, a hash), with `expireAt` for a Firestore TTL policy.
 */
export async function takeMailQuota(db: Firestore, viewing: Viewing, to: string, at = new Date()): Promise<boolean> {
  const day = at.toISOString().slice(0, 10);
  const pair = createHash('sha256').update(`${viewing.changedBy}|${to}`).digest('hex').slice(0, 32);
  const quota = db.doc(`viewingMailQuota/${viewing.listingId}_${pair}_${day}`);
  return db.runTransaction(async (transaction) => {
    const sent = Number((await transaction.get(quota)).get('sent') ?? 0);
    if (sent >= VIEWING_MAILS_PER_DAY) return false;
    transaction.set(quota, { sent: sent + 1, day, expireAt: new Date(at.getTime() + 2 * DAY_MS) });
    return true;
  });
}

/** Writes the e-mail of `viewing`'s news to `uid`, when their address is verified and the day's quota allows; true when written. */
export async function mailViewing(db: Firestore, uid: string, viewing: Viewing): Promise<boolean> {
  const id = `viewing_${viewing.id}_${viewing.status}_${viewing.start.getTime()}_${uid}`;
  if ((await db.doc(`mail/${id}`).get()).exists) return false; // a retried event: sent already
  if (!(await takeMailQuota(db, viewing, uid))) return false;
  return putInOutbox(db, id, { uid, kind: 'viewing', message: viewingMail(viewing) });
}
