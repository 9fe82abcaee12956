// The Inbox's count and an open inbox's news (issue 53): for each person in a conversation that
// changed (a new one, a message, one read), their badges document (`badges/{uid}`) gets how many
// of their conversations are unread (`inbox`) and when their inbox last changed (`inboxAt`), so
// every open page of theirs shows the count, and an open inbox its new conversations, within a
// second or two through the page's one listener.
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { adminApp } from '../../../../shared-firebase/server/admin-app.ts';
import { LIVE_COUNT_TRIGGER, recountBadge } from '../../../../shared-firebase/server/badges.ts';

/** The most the Inbox counts (more reads as "50 or more"); the page's UNREAD_COUNT_LIMIT. */
export const INBOX_BADGE_LIMIT = 50;

type Fields = Record<string, unknown> | undefined;

const people = (data: Fields): string[] =>
  Array.isArray(data?.participants) ? data.participants.filter((p): p is string => typeof p === 'string') : [];

/** Counts `uid`'s unread conversations again and writes the count and the moment into their badges. */
export function recountUnreadConversations(uid: string): Promise<number> {
  const unread = getFirestore(adminApp()).collection('conversations').where('unreadFor', 'array-contains', uid);
  return recountBadge(uid, 'inbox', unread, { limit: INBOX_BADGE_LIMIT, changedAt: 'inboxAt' });
}

export const inboxBadges = onDocumentWritten(
  { document: 'conversations/{conversationId}', ...LIVE_COUNT_TRIGGER },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    // Every change of a conversation (new, a message, read) is news to both its people.
    const everyone = [...new Set([...people(before), ...people(after)])];
    await Promise.all(everyone.map((uid) => recountUnreadConversations(uid)));
  },
);
