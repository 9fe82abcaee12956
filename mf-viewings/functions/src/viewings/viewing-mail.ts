// A viewing's e-mail to the person it is news for (issue 52), where their address is verified,
// through the site's outbox (shared-firebase/server/outbox.ts). One per viewing and status: its
// id says which, so a retried event writes it once.
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
export function mailViewing(db: Firestore, uid: string, viewing: Viewing): Promise<boolean> {
  const id = `viewing_${viewing.id}_${viewing.status}_${viewing.start.getTime()}_${uid}`;
  return putInOutbox(db, id, { uid, kind: 'viewing', message: viewingMail(viewing) });
}
