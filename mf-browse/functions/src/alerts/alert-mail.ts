// The alerts' e-mail (issue 37), for the saved searches whose owner opted in, through the site's
// outbox (shared-firebase/server/outbox.ts). At most one a day per person: its id is the person
// and the day, created with the day's first alert (the day's later ones are in the site's Alerts).
import type { Firestore } from 'firebase-admin/firestore';
import { putInOutbox } from '../../../../shared-firebase/server/outbox.ts';
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
 * A person without a verified address gets none (outbox.ts); their alerts stay in the site's Alerts.
 */
export function mailAlerts(db: Firestore, uid: string, alerts: readonly MailedAlert[], now = new Date()) {
  if (alerts.length === 0) return Promise.resolve(false);
  return putInOutbox(db, `alerts_${uid}_${dayOf(now)}`, { uid, kind: 'alerts', message: alertMail(alerts) }, now);
}
