// A person's e-mail when a conversation of theirs has news (issues 85, 88): an enquiry about their
// home, or a reply, in the recipient's language (their profile's, never the sender's), to their
// verified address only, and none when they turned "messages" off (the platform's outbox). Never a
// flood: one e-mail a conversation until they have read it (more messages meanwhile wait in the
// Inbox), and at most MESSAGE_MAILS_PER_DAY a day from one person to another. The subject is the
// site's words only; the body quotes the stranger's name, home and message, escaped.
import { createHash } from 'node:crypto';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { parseConversation, type Conversation } from '../../../../listing-domain/src/conversation-schema.ts';
import { adminApp } from '../../../../shared-firebase/server/admin-app.ts';
import { escapeHtml } from '../../../../shared-firebase/server/html-text.ts';
import { putInOutbox } from '../../../../shared-firebase/server/outbox.ts';
import { siteUrl } from '../../../../shared-firebase/server/site-url.ts';
import { mailI18n, recipientLocale } from '../mail/mail-language.ts';

/** The outbox's kind of these e-mails (the profile's "messages" setting turns them off). */
export const MESSAGE_MAIL_KIND = 'messages';
/** The most e-mails one person's messages send another in a day (the rest wait in the Inbox). */
export const MESSAGE_MAILS_PER_DAY = 3;
/** How much of the message an e-mail quotes. */
const QUOTED_CHARACTERS = 500;
const DAY_MS = 86_400_000;

/**
 * Who has news in a conversation that went from `before` to `after`: each person it became unread
 * for (a new conversation, or a message after they had read it), never its sender. A message while
 * it is still unread for them, or a read, is news to nobody.
 */
export function newlyUnread(before: Conversation | null, after: Conversation | null): string[] {
  if (!after) return [];
  const had = new Set(before?.unreadFor ?? []);
  return after.unreadFor.filter((uid) => !had.has(uid) && uid !== after.lastSender);
}

/** The e-mail telling `uid` of `conversation`'s last message, in `i18n`'s language. */
export function messageMail(
  conversation: Conversation,
  uid: string,
  i18n: I18n,
  opened: boolean,
  site = siteUrl(),
): { subject: string; html: string } {
  const fromHunter = conversation.lastSender === conversation.hunterId;
  const name = (fromHunter ? conversation.hunterName : conversation.landlordName) || '—';
  const home = conversation.listingName || '—';
  const subject =
    opened && uid === conversation.landlordId
      ? i18n._(msg`New enquiry about your home`)
      : i18n._(msg`New message in your inbox`);
  const quoted = conversation.lastText.slice(0, QUOTED_CHARACTERS);
  const more = conversation.lastText.length > QUOTED_CHARACTERS ? '…' : '';
  const link = `${site}/inbox/${encodeURIComponent(conversation.id)}`;
  return {
    subject,
    html:
      `<p>${escapeHtml(i18n._(msg`${name} wrote about “${home}”:`))}</p>` +
      `<blockquote>${escapeHtml(quoted + more).replaceAll('\n', '<br>')}</blockquote>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(i18n._(msg`Read and reply`))}</a></p>` +
      `<p>${escapeHtml(i18n._(msg`You get one e-mail for a conversation until you have read it. You can turn these e-mails off on your profile.`))}</p>`,
  };
}

/**
 * Takes one of the day's e-mails from `from` to `to` for the e-mail `mailId`; false when the day's
 * are used up. The same e-mail asked for again (a retried event) takes none more. Kept in
 * `messageMailQuota/` (a hash, no person's id), with `expireAt` for a Firestore TTL policy.
 */
export async function takeMessageMailQuota(
  db: Firestore,
  from: string,
  to: string,
  mailId: string,
  at = new Date(),
): Promise<boolean> {
  const day = at.toISOString().slice(0, 10);
  const pair = createHash('sha256').update(`${from}|${to}`).digest('hex').slice(0, 32);
  const quota = db.doc(`messageMailQuota/${pair}_${day}`);
  return db.runTransaction(async (transaction) => {
    const stored: unknown = (await transaction.get(quota)).get('mails');
    const mails = Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
    if (mails.includes(mailId)) return true;
    if (mails.length >= MESSAGE_MAILS_PER_DAY) return false;
    transaction.set(quota, { mails: [...mails, mailId], day, expireAt: new Date(at.getTime() + 2 * DAY_MS) });
    return true;
  });
}

/**
 * Mails `uid` the news of `conversation` (`opened`: it is new), within the day's quota; true when
 * put in the outbox (once per message: the outbox writes an id once).
 */
export async function mailMessage(
  db: Firestore,
  conversation: Conversation,
  uid: string,
  opened: boolean,
): Promise<boolean> {
  const at = conversation.lastAt ?? new Date();
  const id = `message_${conversation.id}_${at.getTime()}_${uid}`;
  if (!(await takeMessageMailQuota(db, conversation.lastSender, uid, id, at))) return false;
  const message = messageMail(conversation, uid, mailI18n(await recipientLocale(db, uid)), opened);
  return putInOutbox(db, id, { uid, kind: MESSAGE_MAIL_KIND, message });
}

export const messagesMail = onDocumentWritten('conversations/{conversationId}', async (event) => {
  const id = event.params.conversationId;
  const before = event.data?.before.exists ? parseConversation(id, event.data.before.data()) : null;
  const after = event.data?.after.exists ? parseConversation(id, event.data.after.data()) : null;
  if (!after) return;
  const db = getFirestore(adminApp());
  await Promise.all(newlyUnread(before, after).map((uid) => mailMessage(db, after, uid, !before)));
});
