import { NavCount } from 'design-system/nav-count';
import { UNREAD_COUNT_LIMIT, useUnreadConversationCount } from '../../../api/conversations/inbox-badges.ts';

/**
 * The nav's count of conversations with a message the signed-in person has not read (issue 36),
 * drawn over the Inbox entry's icon by the shell; live (issue 53): the server counts them into the
 * person's badges, which the page listens to. Nothing when nothing is unread.
 */
export function UnreadBadge() {
  return <NavCount count={useUnreadConversationCount()} limit={UNREAD_COUNT_LIMIT} />;
}
