// A viewing's e-mail to the person it is news for (issue 52), where their address is verified,
// through the site's outbox (shared-firebase/server/outbox.ts). Never a flood (issue 85): one
// person's doings mail another about one home at most VIEWING_MAILS_PER_DAY times a day (requests
// and cancellations past it stay on the Viewings page and its badge), a person's changes within a
// few minutes come as one e-mail (viewing-mail-digest.ts), and a subject holds no text a stranger
// wrote.
import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { escapeHtml } from '../../../../shared-firebase/server/html-text.ts';
import { siteUrl } from '../../../../shared-firebase/server/site-url.ts';
import { datesLocale, viewingTimeParts } from '../../../src/api/viewings/viewing-time-label.ts';
import type { Viewing } from '../../../src/api/viewings/viewing.ts';
import { addToDigest, digestEntrySeen, viewingsLink } from './viewing-mail-digest.ts';
import { scheduleDigest } from './viewing-mail-task.ts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { mailI18n, recipientLocale } from '../mail/mail-language.ts';

/** A viewing's time in the e-mail's language, in its home's zone ("Sat 5 Dec 2026, 10:00–10:30 (London time)"). */
export function mailTimeLabel(i18n: I18n, viewing: Pick<Viewing, 'start' | 'minutes' | 'timeZone'>): string {
  const { day, from, to, city } = viewingTimeParts(viewing, datesLocale(i18n.locale));
  return i18n._(msg`${day}, ${from}–${to} (${city} time)`);
}

/**
 * What became of `viewing`, for one e-mail or a line of a digest, in the recipient's language
 * (`i18n`, issue 88): a subject and the HTML saying it.
 */
export function viewingNews(viewing: Viewing, i18n: I18n = mailI18n('en')): { subject: string; html: string } {
  const when = mailTimeLabel(i18n, viewing);
  const home = viewing.listingName;
  const by = viewing.changedBy === viewing.ownerId ? viewing.ownerName : viewing.requesterName;
  // The subject is the site's words and the time only: a home's name and a person's are their
  // authors' free text, which may say anything ("URGENT call …"); the body quotes them, escaped.
  const subject = {
    pending: i18n._(msg`New viewing request: ${when}`),
    proposed: i18n._(msg`Another viewing time proposed: ${when}`),
    confirmed: i18n._(msg`Viewing confirmed: ${when}`),
    declined: i18n._(msg`Viewing declined: ${when}`),
    cancelled: i18n._(msg`Viewing cancelled: ${when}`),
  }[viewing.status];
  const why = viewing.reason ? `<p>${escapeHtml(viewing.reason)}</p>` : '';
  const from = viewing.changedBy === 'server' ? '' : ` (${escapeHtml(by)})`;
  return {
    subject,
    html: `<p>${escapeHtml(subject)}${from}</p><p>${escapeHtml(home)}</p>${why}<p>${escapeHtml(viewing.address)}</p>`,
  };
}

/** The subject and HTML of the e-mail telling `to` what became of `viewing`. */
export function viewingMail(
  viewing: Viewing,
  site = siteUrl(),
  i18n: I18n = mailI18n('en'),
): { subject: string; html: string } {
  const news = viewingNews(viewing, i18n);
  return { subject: news.subject, html: `${news.html}${viewingsLink(site, i18n)}` };
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

/**
 * Gathers the news of `viewing` for `uid` into their next e-mail, when the day's quota allows
 * (sent within minutes, with any other news they get meanwhile); true when gathered.
 */
export async function mailViewing(db: Firestore, uid: string, viewing: Viewing): Promise<boolean> {
  const id = `viewing_${viewing.id}_${viewing.status}_${viewing.start.getTime()}_${uid}`;
  if (await digestEntrySeen(db, id)) return false; // a retried event: gathered already
  if (!(await takeMailQuota(db, viewing, uid))) return false;
  const added = await addToDigest(db, uid, { id, ...viewingNews(viewing, mailI18n(await recipientLocale(db, uid))) });
  if (added.schedule !== undefined) await scheduleDigest(db, added.digest, added.schedule);
  return added.added;
}
