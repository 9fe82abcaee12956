import { NavCount } from 'design-system/nav-count';
import { useUnreadAlertCount } from '../../../api/notifications/alerts-badges.ts';
import { UNREAD_LIMIT } from '../../../api/notifications/notifications.ts';
import { useOtherNews } from '../../../api/notifications/site-news.ts';

/**
 * The bell's count (issue 37): the signed-in person's unread alerts, drawn over the Alerts entry's
 * icon by the shell; live (issue 53): the server counts them into the person's badges, which the
 * page listens to. With every other kind of news the site declares (issue 86: unread
 * conversations, viewings with news), each said in a line of the Alerts page.
 */
export function AlertsBadge() {
  const alerts = useUnreadAlertCount();
  const others = useOtherNews();
  return <NavCount count={others.reduce((sum, { count }) => sum + count, alerts)} limit={UNREAD_LIMIT} />;
}
