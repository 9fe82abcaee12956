// What the site and the build read of this remote (its routes, nav entries and entry points),
// the one place they are declared. Only the build, the slice's functions and the standalone app
// import this module: the remote's pages import the shell contract and the entry points from their
// own modules (the lint's app boundaries say so), so the routes are not in every page's JS
// (0.5 KB gzip on each page of mf-browse, issue 49).
import type { ListingType } from 'listing-domain';
import type { FirstReadName } from '../api/listings/first-reads.ts';
import type { DataDeclaration, NavEntry, RouteDeclaration } from 'site-contract';
import type { PageLocale } from 'site-contract/locale';
import type { pages } from './pages.ts';

export { contract } from './shell-contract.ts';
export { entries } from './entries.ts';

/**
 * The languages this slice's translated pages speak (issue 88): every one the site speaks, from its
 * own catalogue (src/locales/), and the pseudo-locale for tests. Its pages are translated one by
 * one; each translated route names them (the others speak English). (The build reads this module
 * with Node, which runs no TypeScript from other packages: the list is written here.)
 */
const TRANSLATED = ['en', 'fr', 'de', 'es', 'en-XA'] satisfies PageLocale[];

/**
 * The routes this remote serves. Its build publishes them as routes.json beside mf-manifest.json,
 * and the deploy step puts them in the site's deployment: a new route ships with this remote,
 * with no shell release. `read`: the read the page's first screen waits for, started by the
 * HTML before any JavaScript runs (the listing photo that is its largest paint comes from it).
 */
export const routes = [
  {
    path: '/',
    page: 'ExplorePage',
    signedIn: false,
    read: { name: 'newest-listings' },
    locales: TRANSLATED,
    head: {
      title: 'House Marketplace: homes for rent and for sale',
      description: 'Find homes for rent or for sale, see them on a map, save them, and publish your own listings.',
    },
  },
  {
    path: '/offers',
    page: 'OffersPage',
    signedIn: false,
    read: { name: 'offer-listings' },
    locales: TRANSLATED,
    head: {
      title: 'Offers: homes at a discount · House Marketplace',
      description: 'Homes for rent and for sale offered at a discount, newest first, with photos, prices and rooms.',
    },
  },
  {
    path: '/category/:categoryName',
    page: 'CategoryPage',
    signedIn: false,
    locales: TRANSLATED,
    head: {
      title: 'Homes for {categoryName} · House Marketplace',
      description: 'Every home for {categoryName}, newest first, with photos, prices, rooms and key facts.',
    },
    read: { name: 'category-listings', param: 'categoryName', values: ['rent', 'sale'] satisfies ListingType[] },
  },
  {
    path: '/category/:categoryName/:listingId',
    page: 'ListingPage',
    signedIn: false,
    read: { name: 'listing', param: 'listingId' },
    locales: TRANSLATED,
  },
  { path: '/contact/:landlordId', page: 'ContactPage', signedIn: false, locales: TRANSLATED },
  // Not a spec page: finding a home by place, filters and order (issue 22).
  // Its page loads this remote's search code (api/search) with its own chunk: both preloaded from the HTML.
  {
    path: '/search',
    page: 'SearchPage',
    signedIn: false,
    locales: TRANSLATED,
    head: {
      title: 'Search homes · House Marketplace',
      description: 'Search homes by place, price, rooms and key facts, as a list and on a map.',
    },
  },
  // Not a spec page: the homes a user saved (issue 26). Here, beside the cards and hearts it shows.
  // A visitor sent to sign in comes back to it (issue 35, defect 5).
  { path: '/saved', page: 'SavedPage', signedIn: true, returnAfterSignIn: true, locales: TRANSLATED },
  // Not spec pages: saved searches and the alerts of new homes that match them (issue 37), here
  // beside the search they keep and the listings they lead to.
  {
    path: '/saved-searches',
    page: 'SavedSearchesPage',
    signedIn: true,
    returnAfterSignIn: true,
    locales: TRANSLATED,
  },
  { path: '/notifications', page: 'AlertsPage', signedIn: true, returnAfterSignIn: true, locales: TRANSLATED },
  // Not a spec page: a draft shown as its listing's page will be, to its owner (issue 52).
  {
    path: '/listing-preview',
    page: 'DraftPreviewPage',
    signedIn: true,
    returnAfterSignIn: true,
    locales: TRANSLATED,
  },
] satisfies RouteDeclaration<keyof typeof pages, FirstReadName>[];

/**
 * This remote's links in the site's navigation (the shell draws them in the phone's bottom bar
 * and the desktop header, ordered by `order`; the spec's bar is Explore, Offers, Proflie). Icons
 * are the `d` of a 24×24 SVG path, in the text colour.
 */
export const nav = [
  {
    path: '/',
    label: 'Explore',
    labels: { fr: 'Explorer', de: 'Entdecken', es: 'Explorar' },
    order: 10,
    icon: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm3.9 6.1-2.2 5.6-5.6 2.2 2.2-5.6 5.6-2.2ZM12 10.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2Z',
  },
  {
    path: '/offers',
    label: 'Offers',
    labels: { fr: 'Offres', de: 'Angebote', es: 'Ofertas' },
    order: 20,
    icon: 'M21.4 11.6 12.4 2.6A2 2 0 0 0 11 2H4a2 2 0 0 0-2 2v7c0 .6.2 1.1.6 1.4l9 9a2 2 0 0 0 2.8 0l7-7a2 2 0 0 0 0-2.8ZM6.5 8A1.5 1.5 0 1 1 6.5 5a1.5 1.5 0 0 1 0 3Z',
  },
  // The bell (issue 37): signed-in people only, with the count of unread alerts (badges.ts).
  {
    path: '/notifications',
    label: 'Alerts',
    labels: { fr: 'Alertes', de: 'Hinweise', es: 'Alertas' },
    order: 27,
    signedIn: true,
    badge: 'AlertsBadge',
    icon: 'M12 22a2.5 2.5 0 0 0 2.5-2.5h-5A2.5 2.5 0 0 0 12 22Zm7-6V11c0-3.1-1.6-5.6-4.5-6.3V4a2.5 2.5 0 0 0-5 0v.7C6.6 5.4 5 7.9 5 11v5l-2 2v1h18v-1l-2-2Z',
  },
] satisfies NavEntry[];

/**
 * The data this slice owns (issue 87; tooling/data-ownership.test.ts): saved homes, reports and
 * the reporter's notes, the place and town indexes, saved searches, each person's alerts, and the
 * places it finds for the listings.
 * Published: the saved homes (the editor counts saves), the indexes (the editor's address lookup
 * reads the towns) and the place found for each listing (the editor puts it on the listing).
 */
export const data = {
  firestore: [
    'users/*/saved',
    'reports',
    'users/*/reported',
    'places',
    'gazetteerPlaces',
    'gazetteerNames',
    'townIndex',
    'savedSearches',
    'users/*/notifications',
    'listingPlacements',
  ],
  storage: [],
  published: ['users/*/saved', 'places', 'gazetteerPlaces', 'gazetteerNames', 'townIndex', 'listingPlacements'],
} satisfies DataDeclaration;
