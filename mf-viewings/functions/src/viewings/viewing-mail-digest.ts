// One e-mail for several viewing changes within minutes (issue 85). A person's viewing news is
// gathered in their digest, `viewingMailDigests/{hash of their id}`, from its first change for the
// window (VIEWING_MAIL_WINDOW_SECONDS); a task then sends it as one e-mail and deletes it, in one
// transaction (viewing-mail-task.ts). News after that opens the next digest. Each change is
// gathered once (`viewingMailSeen/{change}`: an event delivered twice adds nothing).
import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { escapeHtml } from '../../../../shared-firebase/server/html-text.ts';
import { outboxAddress, putInOutboxWithin } from '../../../../shared-firebase/server/outbox.ts';
import { siteUrl } from '../../../../shared-firebase/server/site-url.ts';
import { VIEWINGS_PATH } from '../../../src/app/viewings-path.ts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { mailI18n, recipientLocale, withValues } from '../mail/mail-language.ts';

export const VIEWING_MAIL_DIGESTS = 'viewingMailDigests';
const SEEN = 'viewingMailSeen';
/** The most changes one e-mail lists (a flood's rest is on the Viewings page). */
export const DIGEST_ENTRIES_LIMIT = 20;
/** A digest whose task has not sent it this long after it was due is sent again. */
export const DIGEST_LATE_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

/** One change in a digest: its id (viewing, status, time, person), subject and HTML. */
export interface DigestEntry {
  id: string;
  subject: string;
  html: string;
}

/** The e-mail's last line: the way to the person's viewings on the site, in the e-mail's language. */
export const viewingsLink = (site = siteUrl(), i18n: I18n = mailI18n('en')) =>
  `<p><a href="${escapeHtml(`${site}${VIEWINGS_PATH}`)}">${escapeHtml(i18n._(msg`Your viewings`))}</a></p>`;

/** The digest of `uid` (their id hashed: no person's id in a document's name). */
export const digestIdOf = (uid: string) => createHash('sha256').update(uid).digest('hex').slice(0, 40);

/** The e-mail of `entries`: one change as its own e-mail, several under one subject of the site's words. */
export function digestMail(
  entries: readonly DigestEntry[],
  site = siteUrl(),
  i18n: I18n = mailI18n('en'),
): { subject: string; html: string } {
  const link = viewingsLink(site, i18n);
  if (entries.length === 1) return { subject: entries[0]!.subject, html: `${entries[0]!.html}${link}` };
  const subject = withValues(
    i18n,
    msg({ message: '{count, plural, one {# viewing update} other {# viewing updates}}' }),
    {
      count: entries.length,
    },
  );
  return {
    subject,
    html: `<p>${escapeHtml(subject)}</p>${entries.map((entry) => `<div>${entry.html}</div>`).join('<hr>')}${link}`,
  };
}

const isEntry = (value: unknown): value is DigestEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DigestEntry).id === 'string' &&
  typeof (value as DigestEntry).subject === 'string' &&
  typeof (value as DigestEntry).html === 'string';
const entriesOf = (value: unknown): DigestEntry[] => (Array.isArray(value) ? value.filter(isEntry) : []);
const millisOf = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : NaN);

/** Whether the change `id` was gathered already (an event delivered again). */
export async function digestEntrySeen(db: Firestore, id: string): Promise<boolean> {
  return (await db.collection(SEEN).doc(id).get()).exists;
}

export interface Gathered {
  /** The change is in a digest now (false: it was already). */
  added: boolean;
  digest: string;
  /** When the digest opened (its task's key), if it needs a task: newly opened, or late. */
  schedule?: number;
}

/** Adds `entry` to `uid`'s digest, opening one when they have none; says whether it needs a task. */
export function addToDigest(db: Firestore, uid: string, entry: DigestEntry, now = new Date()): Promise<Gathered> {
  const digest = digestIdOf(uid);
  const ref = db.collection(VIEWING_MAIL_DIGESTS).doc(digest);
  const seen = db.collection(SEEN).doc(entry.id);
  const expireAt = new Date(now.getTime() + 2 * DAY_MS);
  return db.runTransaction(async (transaction) => {
    const [open, again] = await Promise.all([transaction.get(ref), transaction.get(seen)]);
    if (again.exists) return { added: false, digest };
    transaction.create(seen, { expireAt });
    if (!open.exists) {
      transaction.create(ref, { uid, entries: [entry], openedAt: now, expireAt });
      return { added: true, digest, schedule: now.getTime() };
    }
    const entries = entriesOf(open.get('entries'));
    if (entries.length < DIGEST_ENTRIES_LIMIT) transaction.update(ref, { entries: [...entries, entry] });
    const openedAt = millisOf(open.get('openedAt'));
    // Its task lost (the queue refused it, or it ran out of tries): this change asks again.
    const late = !(now.getTime() - openedAt < DIGEST_LATE_MS);
    return { added: true, digest, ...(late ? { schedule: openedAt } : {}) };
  });
}

/**
 * Sends the digest `digest` opened at `openedAt` as one e-mail to its person (when their address is
 * verified and they want viewing mail) and deletes it; false when it is gone (sent already) or a
 * later one stands in its place.
 */
export async function sendDigest(db: Firestore, digest: string, openedAt: number, now = new Date()): Promise<boolean> {
  const ref = db.collection(VIEWING_MAIL_DIGESTS).doc(digest);
  const first = await ref.get();
  const uid: unknown = first.get('uid');
  if (!first.exists || typeof uid !== 'string' || millisOf(first.get('openedAt')) !== openedAt) return false;
  const to = await outboxAddress(db, uid, 'viewing');
  const i18n = mailI18n(await recipientLocale(db, uid));
  return db.runTransaction(async (transaction) => {
    const found = await transaction.get(ref);
    if (!found.exists || millisOf(found.get('openedAt')) !== openedAt) return false;
    transaction.delete(ref);
    const entries = entriesOf(found.get('entries'));
    if (!to || entries.length === 0) return false;
    const mail = { uid, kind: 'viewing', message: digestMail(entries, siteUrl(), i18n) };
    putInOutboxWithin(transaction, db, `viewings_${digest}_${openedAt}`, to, mail, now);
    return true;
  });
}
