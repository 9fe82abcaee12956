// The browsing slice's server code (issue 48: a functions codebase of its own, deployed with its
// slice): the place index the place search reads, the saved searches' alerts and the bell's count,
// and a deleted account's data of this slice.
import { onInit } from 'firebase-functions/v2';
import { siteUrlProblem } from '../../../shared-firebase/server/site-url.ts';

// An instance without the site's origin (named in the alerts' e-mails) refuses to start, saying what to set (issue 47).
onInit(() => {
  const problem = siteUrlProblem(process.env.SITE_URL);
  if (problem) throw new Error(problem);
});

export { listingPlaces } from './places/place-index-trigger.ts';
export { listingAlerts } from './alerts/saved-search-alerts.ts';
export { alertsBadge } from './alerts/alerts-badge.ts';
export { browseFirstScreens } from './pages/first-screens.ts';
export { browseSitemap } from './pages/sitemap.ts';
export { browseAccountDeleted } from './account/account-deleted.ts';
