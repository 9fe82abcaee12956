import type { EntryPoints, RouteDeclaration } from 'site-contract';
import type { pages } from './pages.ts';

/**
 * What this remote needs of the shell that mounts it: the page contract (router-free pages
 * without props, in an object named `pages`) and the range of shared-firebase it was built for.
 */
export const contract = { pageContract: 1, sharedFirebase: '^3.0.0' } as const;

/**
 * The routes this remote serves. Its build publishes them as routes.json beside mf-manifest.json,
 * and the deploy step puts them in the site's deployment: a new route ships with this remote,
 * with no shell release. Both spellings of the edit route are the spec's.
 */
export const routes = [
  { path: '/create-listing', page: 'CreateListingPage', signedIn: true },
  { path: '/edit-listing/:listingId', page: 'EditListingPage', signedIn: true },
  { path: '/edit-Listing/:listingId', page: 'EditListingPage', signedIn: true },
  // A landlord's insights on one of their homes (issue 52).
  { path: '/listing-insights', page: 'ListingInsightsPage', signedIn: true, returnAfterSignIn: true },
] satisfies RouteDeclaration<keyof typeof pages>[];

/**
 * Where another remote's page sends a home's owner to see how it does (issue 52): the listing's id
 * in `param`; and where a draft's preview sends its owner back to continue it (the draft's id).
 */
export const entries = {
  insights: { path: '/listing-insights', param: 'listing' },
  draft: { path: '/create-listing', param: 'draft' },
} satisfies EntryPoints;
