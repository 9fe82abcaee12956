// A viewing's e-mail to the person it is news for (issue 52), where their address is verified:
// a document in the schema the Trigger Email extension reads (`mail/`; locally the outbox,
// `pnpm outbox --local`). One per viewing and status: its id says which, so a retried event
// writes it once.
import { getAuth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { adminApp } from '../../../../shared-firebase/server/admin-app.ts';
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
  const subject = {
    pending: `Viewing request for ${home}: ${when}`,
    proposed: `Another time proposed for ${home}: ${when}`,
    confirmed: `Viewing confirmed: ${home}, ${when}`,
    declined: `Viewing declined: ${home}, ${when}`,
    cancelled: `Viewing cancelled: ${home}, ${when}`,
  }[viewing.status];
  const why = viewing.reason ? `<p>${escapeHtml(viewing.reason)}</p>` : '';
  const from = viewing.changedBy === 'server' ? '' : ` (${escapeHtml(by)})`;
  return {
    subject,
    html: `<p>${escapeHtml(subject)}${from}</p>${why}<p>${escapeHtml(viewing.address)}</p><p><a href="${escapeHtml(`${site}${VIEWINGS_PATH}`)}">Your viewings</a></p>`,
  };
}

/** Writes the e-mail of `viewing`'s news to `uid`, when their address is verified; true when written. */
export async function mailViewing(db: Firestore, uid: string, viewing: Viewing): Promise<boolean> {
  const email = await getAuth(adminApp())
    .getUser(uid)
    .then(
      (user) => (user.emailVerified ? user.email : undefined),
      () => undefined,
    );
  if (!email) return false;
  return db
    .doc(`mail/viewing_${viewing.id}_${viewing.status}_${viewing.start.getTime()}_${uid}`)
    .create({ to: email, message: viewingMail(viewing), uid, kind: 'viewing', createdAt: new Date() })
    .then(
      () => true,
      (error: { code?: number }) => {
        if (error.code === 6) return false; // ALREADY_EXISTS: sent for this change already
        throw error;
      },
    );
}
