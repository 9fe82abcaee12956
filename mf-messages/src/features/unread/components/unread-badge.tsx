import { useEffect, useState } from 'react';
import { NavCount } from 'design-system/nav-count';
import { usePolledCount } from 'design-system/use-polled-count';
import { observeAuthState } from 'shared-firebase';
import { onInboxChange, readUnreadCount, UNREAD_COUNT_LIMIT } from '../../../api/conversations/inbox-reads.ts';

/**
 * The nav's count of conversations with a message the signed-in person has not read (issue 36),
 * drawn over the Inbox entry's icon by the shell; asked again as pages change and when this
 * remote marks a conversation read. Nothing when nothing is unread.
 */
export function UnreadBadge() {
  const [uid, setUid] = useState<string | null>(null);
  useEffect(() => observeAuthState((user) => setUid(user?.uid ?? null)), []);
  const count = usePolledCount(uid, readUnreadCount, onInboxChange);
  return <NavCount count={count} limit={UNREAD_COUNT_LIMIT} />;
}
