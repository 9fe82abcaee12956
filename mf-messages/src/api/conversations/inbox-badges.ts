// What the server keeps for the inbox in the signed-in person's badges (functions/src/inbox): how
// many conversations are unread (`inbox`) and when the inbox last changed (`inboxAt`), heard
// through the page's one listener on that document (shared-firebase's useBadges).
import { badgeCount, useBadgeNews, useBadges } from 'shared-firebase';

/** The most the Inbox counts (the server's INBOX_BADGE_LIMIT): more reads as "50 or more". */
export const UNREAD_COUNT_LIMIT = 50;

/** How many of the signed-in person's conversations have a message they have not read. */
export function useUnreadConversationCount(): number {
  return badgeCount(useBadges(), 'inbox');
}

/** Calls `onNews` each time the person's inbox changes (a new conversation, a message, one read). */
export function useInboxNews(onNews: () => void): void {
  useBadgeNews('inboxAt', onNews);
}
