import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { observeAuthState } from 'shared-firebase';
import styles from './unread-badge.module.css';

/** How often the count is asked again while the page stays open. */
const REFRESH_MS = 60_000;

/**
 * The nav's count of conversations with a message the signed-in person has not read (issue 36),
 * drawn over the Inbox entry's icon by the shell. One count read on each page change, when the
 * tab comes back, every minute, and when this remote marks a conversation read. Nothing when
 * there is nothing unread.
 */
export function UnreadBadge() {
  const { pathname } = useLocation();
  const [uid, setUid] = useState<string | null>(null);
  const [count, setCount] = useState(0);

  useEffect(() => observeAuthState((user) => setUid(user?.uid ?? null)), []);

  useEffect(() => {
    if (!uid) return undefined;
    let active = true;
    let stopInbox: (() => void) | undefined;
    const ask = () => {
      void import('../../../api/conversations/inbox-reads.ts')
        .then(({ readUnreadCount }) => readUnreadCount(uid))
        .then(
          (n) => {
            if (active) setCount(n);
          },
          () => undefined, // keep the last count: it is a hint
        );
    };
    ask();
    void import('../../../api/conversations/inbox-reads.ts').then(({ onInboxChange }) => {
      if (active) stopInbox = onInboxChange(ask);
    });
    const onVisible = () => {
      if (document.visibilityState === 'visible') ask();
    };
    document.addEventListener('visibilitychange', onVisible);
    const timer = window.setInterval(ask, REFRESH_MS);
    return () => {
      active = false;
      stopInbox?.();
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
    };
  }, [uid, pathname]);

  if (!uid || count === 0) return null;
  const shown = count > 9 ? '9+' : String(count);
  return (
    <span className={styles.badge}>
      <span aria-hidden>{shown}</span>
      <span className={styles.hidden}>{`(${count >= 50 ? '50 or more' : count} unread)`}</span>
    </span>
  );
}
