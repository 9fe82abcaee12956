// What the site and the build read of this remote (its routes, nav entries and entry points),
// the one place they are declared. Only the build, the slice's functions and the standalone app
// import this module: the remote's pages import the shell contract and the entry points from their
// own modules (the lint's app boundaries say so), so the routes are not in every page's JS
// (0.5 KB gzip on each page of mf-browse, issue 49).
import type { DataDeclaration, RouteDeclaration } from 'site-contract';
import type { PageLocale } from 'site-contract/locale';
import type { pages } from './pages.ts';

export { contract } from './shell-contract.ts';
export { entries } from './entries.ts';

/**
 * The languages this slice's translated pages speak (issue 88): every one the site speaks, from its
 * own catalogue (src/locales/), and the pseudo-locale for tests: the create and edit forms (their
 * problems and toasts too) and the insights. (The build reads this module with Node, which runs no
 * TypeScript from other packages: the list is written here.)
 */
const TRANSLATED = ['en', 'fr', 'de', 'es', 'en-XA'] satisfies PageLocale[];

/**
 * The routes this remote serves. Its build publishes them as routes.json beside mf-manifest.json,
 * and the deploy step puts them in the site's deployment: a new route ships with this remote,
 * with no shell release. Both spellings of the edit route are the spec's.
 */
export const routes = [
  { path: '/create-listing', page: 'CreateListingPage', signedIn: true, locales: TRANSLATED },
  { path: '/edit-listing/:listingId', page: 'EditListingPage', signedIn: true, locales: TRANSLATED },
  { path: '/edit-Listing/:listingId', page: 'EditListingPage', signedIn: true, locales: TRANSLATED },
  // A landlord's insights on one of their homes (issue 52).
  {
    path: '/listing-insights',
    page: 'ListingInsightsPage',
    signedIn: true,
    returnAfterSignIn: true,
    locales: TRANSLATED,
  },
] satisfies RouteDeclaration<keyof typeof pages>[];

/**
 * The data this slice owns (issue 87; tooling/data-ownership.test.ts): the listings and their
 * drafts, insights and quotas, the exchange rates, and the photos in Storage. Published: the
 * listings (every slice shows them), their totals (the profile's list), the drafts (their owner's
 * preview) and the rates.
 */
export const data = {
  firestore: [
    'listings',
    'listingDrafts',
    'listingStats',
    'listingStats/*/days',
    'listingStats/*/totals',
    'listingStatMarkers',
    'listingViews',
    'exchangeRates',
    'publishing',
    'editing',
    'rejectedPhotos',
  ],
  storage: ['images', 'sizes'],
  published: ['listings', 'listingDrafts', 'listingStats/*/totals', 'exchangeRates'],
} satisfies DataDeclaration;
