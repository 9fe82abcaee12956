import { useEffect, useState } from 'react';
import { NavCount } from 'design-system/nav-count';
import { usePolledCount } from 'design-system/use-polled-count';
import { observeAuthState } from 'shared-firebase';
import {
  onNotificationsChange,
  readUnreadNotificationCount,
  UNREAD_LIMIT,
} from '../../../api/notifications/notifications.ts';

/**
 * The bell's count (issue 37): the signed-in person's unread alerts, drawn over the Alerts entry's
 * icon by the shell; asked again as pages change and when an alert is opened.
 */
export function AlertsBadge() {
  const [uid, setUid] = useState<string | null>(null);
  useEffect(() => observeAuthState((user) => setUid(user?.uid ?? null)), []);
  const count = usePolledCount(uid, readUnreadNotificationCount, onNotificationsChange);
  return <NavCount count={count} limit={UNREAD_LIMIT} />;
}
