// The alerts' e-mail (issue 37), for the saved searches whose owner opted in: a document in the
// schema the Trigger Email extension reads (`to`, `message.subject`, `message.html`) in `mail/`.
// Production installs the extension, which sends it; locally `mail/` is the outbox
// (`pnpm outbox --local`). At most one a day per person: its id is the person and the day,
// created with the day's first alert (the day's later ones are in the site's Alerts).
import { getAuth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { adminApp } from '../../../../shared-firebase/server/admin-app.ts';
import { escapeHtml } from '../../../../shared-firebase/server/html-text.ts';
import { siteUrl } from '../../../../shared-firebase/server/site-url.ts';
import { listingEntryUrl } from '../../../../site-contract/src/entry-points.ts';
import { entries } from '../../../src/app/contract.ts';

export interface MailedAlert {
  listingId: string;
  listingName: string;
  listingType: 'rent' | 'sale';
  searchName: string;
}

/** The e-mail of a person's alerts: its subject and HTML. */
export function alertMail(alerts: readonly MailedAlert[], site = siteUrl()): { subject: string; html: string } {
  const items = alerts
    .map((a) => {
      // The listing's address as this slice declares it (its `listing` entry point, issue 48).
      const href = `${site}${listingEntryUrl(entries.listing, a.listingType, a.listingId)}`;
      return `<li><a href="${escapeHtml(href)}">${escapeHtml(a.listingName)}</a> (your search “${escapeHtml(a.searchName)}”)</li>`;
    })
    .join('');
  const subject =
    alerts.length === 1
      ? `A new home for your search “${alerts[0]!.searchName}”`
      : `${alerts.length} new homes for your searches`;
  return {
    subject,
    html: `<p>New homes match your saved searches:</p><ul>${items}</ul><p><a href="${escapeHtml(`${site}/saved-searches`)}">Your saved searches</a> (turn the e-mail off there).</p>`,
  };
}

/** The day of `date` as yyyymmdd (UTC). */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10).replaceAll('-', '');

/**
 * Writes the day's e-mail of `uid` with `alerts`, unless it has one today; true when written.
 * A person without an e-mail address, or whose address nobody verified (issue 47: anyone can sign
 * up with someone else's address), gets none; their alerts stay in the site's Alerts.
 */
export async function mailAlerts(db: Firestore, uid: string, alerts: readonly MailedAlert[], now = new Date()) {
  if (alerts.length === 0) return false;
  const email = await getAuth(adminApp())
    .getUser(uid)
    .then(
      (user) => (user.emailVerified ? user.email : undefined),
      () => undefined,
    );
  if (!email) return false;
  return db
    .doc(`mail/alerts_${uid}_${dayOf(now)}`)
    .create({ to: email, message: alertMail(alerts), uid, kind: 'alerts', createdAt: now })
    .then(
      () => true,
      (error: { code?: number }) => {
        if (error.code === 6) return false; // ALREADY_EXISTS: today's e-mail is gone already
        throw error;
      },
    );
}
