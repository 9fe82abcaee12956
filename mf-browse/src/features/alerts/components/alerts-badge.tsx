import { NavCount } from 'design-system/nav-count';
import { useUnreadAlertCount } from '../../../api/notifications/alerts-badges.ts';
import { UNREAD_LIMIT } from '../../../api/notifications/notifications.ts';

/**
 * The bell's count (issue 37): the signed-in person's unread alerts, drawn over the Alerts entry's
 * icon by the shell; live (issue 53): the server counts them into the person's badges, which the
 * page listens to.
 */
export function AlertsBadge() {
  return <NavCount count={useUnreadAlertCount()} limit={UNREAD_LIMIT} />;
}
