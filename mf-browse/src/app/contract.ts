import type { EarlyReadName, ListingType } from 'shared-firebase';
import type { RouteDeclaration } from 'site-contract';
import type { pages } from './pages.ts';

/**
 * What this remote needs of the shell that mounts it: the page contract (router-free pages
 * without props, in an object named `pages`) and the range of shared-firebase it was built for.
 */
export const contract = { pageContract: 1, sharedFirebase: '^1.12.0' } as const;

/**
 * The routes this remote serves. Its build publishes them as routes.json beside mf-manifest.json,
 * and the deploy step puts them in the site's deployment: a new route ships with this remote,
 * with no shell release. `read`: the read the page's first screen waits for, started by the
 * HTML before any JavaScript runs (the listing photo that is its largest paint comes from it).
 */
export const routes = [
  { path: '/', page: 'ExplorePage', signedIn: false, read: { name: 'newest-listings' } },
  { path: '/offers', page: 'OffersPage', signedIn: false, read: { name: 'offer-listings' } },
  {
    path: '/category/:categoryName',
    page: 'CategoryPage',
    signedIn: false,
    read: { name: 'category-listings', param: 'categoryName', values: ['rent', 'sale'] satisfies ListingType[] },
  },
  {
    path: '/category/:categoryName/:listingId',
    page: 'ListingPage',
    signedIn: false,
    read: { name: 'listing', param: 'listingId' },
  },
  { path: '/contact/:landlordId', page: 'ContactPage', signedIn: false },
  // Not a spec page: finding a home by place, filters and order (issue 22).
  // Its page loads shared-firebase's search with its own code: preloaded from the HTML.
  { path: '/search', page: 'SearchPage', signedIn: false, sharedParts: ['search'] },
  // Not a spec page: the homes a user saved (issue 26). Here, beside the cards and hearts it shows.
  { path: '/saved', page: 'SavedPage', signedIn: true },
] satisfies RouteDeclaration<keyof typeof pages, EarlyReadName>[];
