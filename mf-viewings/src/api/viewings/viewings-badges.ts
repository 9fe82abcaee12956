// What the server keeps for viewings in the signed-in person's badges (functions/src/viewings):
// how many viewings have news for them (`viewings`) and when they last changed (`viewingsAt`).
import { badgeCount, useBadgeNews, useBadges } from 'shared-firebase';

/** The most the nav counts (the server's VIEWINGS_BADGE_LIMIT). */
export const VIEWINGS_COUNT_LIMIT = 50;

export function useViewingsNewsCount(): number {
  return badgeCount(useBadges(), 'viewings');
}

/** Calls `onNews` each time one of the person's viewings changes. */
export function useViewingsNews(onNews: () => void): void {
  useBadgeNews('viewingsAt', onNews);
}
