// What the server keeps for the alerts in the signed-in person's badges (functions/src/alerts):
// how many are unread (`alerts`) and when that changed (`alertsAt`), heard through the page's one
// listener on that document (shared-firebase's useBadges).
import { badgeCount, useBadgeNews, useBadges } from 'shared-firebase';

/** How many of the signed-in person's alerts are unread. */
export function useUnreadAlertCount(): number {
  return badgeCount(useBadges(), 'alerts');
}

/** Calls `onNews` each time the person's unread alerts change (a new one, one read elsewhere). */
export function useAlertsNews(onNews: () => void): void {
  useBadgeNews('alertsAt', onNews);
}
