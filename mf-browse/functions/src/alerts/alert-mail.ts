// The alerts' e-mail (issue 37), for the saved searches whose owner opted in, through the site's
// outbox (shared-firebase/server/outbox.ts). At most one a day per person: its id is the person
// and the day, created with the day's first alert (the day's later ones are in the site's Alerts).
// In the recipient's language (issue 88).
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Firestore } from 'firebase-admin/firestore';
import { putInOutbox } from '../../../../shared-firebase/server/outbox.ts';
import { escapeHtml } from '../../../../shared-firebase/server/html-text.ts';
import { siteUrl } from '../../../../shared-firebase/server/site-url.ts';
import { listingEntryUrl } from '../../../../site-contract/src/entry-points.ts';
import { entries } from '../../../src/app/contract.ts';
import { mailI18n, recipientLocale } from '../mail/mail-language.ts';

export interface MailedAlert {
  listingId: string;
  listingName: string;
  listingType: 'rent' | 'sale';
  searchName: string;
}

/** The e-mail of a person's alerts, in `i18n`'s language: its subject and HTML. */
export function alertMail(
  alerts: readonly MailedAlert[],
  site = siteUrl(),
  i18n: I18n = mailI18n('en'),
): { subject: string; html: string } {
  const items = alerts
    .map((a) => {
      // The listing's address as this slice declares it (its `listing` entry point, issue 48).
      const href = `${site}${listingEntryUrl(entries.listing, a.listingType, a.listingId)}`;
      const search = a.searchName;
      return `<li><a href="${escapeHtml(href)}">${escapeHtml(a.listingName)}</a> (${escapeHtml(i18n._(msg`your search “${search}”`))})</li>`;
    })
    .join('');
  const first = alerts[0]?.searchName ?? '';
  const count = alerts.length;
  const subject =
    count === 1
      ? i18n._(msg`A new home for your search “${first}”`)
      : i18n._(msg`${count} new homes for your searches`);
  const searches = escapeHtml(i18n._(msg`Your saved searches`));
  const offThere = escapeHtml(i18n._(msg`(turn the e-mail off there)`));
  return {
    subject,
    html: `<p>${escapeHtml(i18n._(msg`New homes match your saved searches:`))}</p><ul>${items}</ul><p><a href="${escapeHtml(`${site}/saved-searches`)}">${searches}</a> ${offThere}.</p>`,
  };
}

/** The day of `date` as yyyymmdd (UTC). */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10).replaceAll('-', '');

/**
 * Writes the day's e-mail of `uid` with `alerts`, unless it has one today; true when written.
 * A person without a verified address gets none (outbox.ts); their alerts stay in the site's Alerts.
 */
export async function mailAlerts(
  db: Firestore,
  uid: string,
  alerts: readonly MailedAlert[],
  now = new Date(),
): Promise<boolean> {
  if (alerts.length === 0) return false;
  const message = alertMail(alerts, siteUrl(), mailI18n(await recipientLocale(db, uid)));
  return putInOutbox(db, `alerts_${uid}_${dayOf(now)}`, { uid, kind: 'alerts', message }, now);
}
