import type { EarlyReadName, ListingType } from 'shared-firebase';
import type { PageName, RemoteName } from '../features/remotes/remote-contract.ts';

/**
 * The data read the HTML starts for a route; `param` names the route parameter it takes, `values`
 * the parameter values worth a read (other values show a page without that data).
 */
export interface FirstRead {
  name: EarlyReadName;
  param?: string;
  values?: readonly string[];
}

/**
 * One route served by a remote page. `signedIn`: behind the auth gate. `read`: the read its first
 * screen waits for (the listing photo that is its largest paint comes from it), started by the
 * HTML before any JavaScript has loaded.
 */
export type RemoteRoute = {
  [R in RemoteName]: { path: string; remote: R; page: PageName<R>; signedIn: boolean; read?: FirstRead };
}[RemoteName];

/**
 * The route table of the product (spec section 2). AppRoutes renders it, and the shell's index.html
 * carries it (as JSON, see vite.config.ts) so app/route-preload.inline.js can start the route's read and
 * download its remote before the shell's own code has run.
 */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/', remote: 'mf_browse', page: 'ExplorePage', signedIn: false, read: { name: 'newest-listings' } },
  { path: '/offers', remote: 'mf_browse', page: 'OffersPage', signedIn: false, read: { name: 'offer-listings' } },
  {
    path: '/category/:categoryName',
    remote: 'mf_browse',
    page: 'CategoryPage',
    signedIn: false,
    // Written out, not imported: vite.config.ts reads this table, and shared-firebase's code would
    // come with a value import. The type keeps the list to real listing types.
    read: {
      name: 'category-listings',
      param: 'categoryName',
      values: ['rent', 'sale'] satisfies readonly ListingType[],
    },
  },
  {
    path: '/category/:categoryName/:listingId',
    remote: 'mf_browse',
    page: 'ListingPage',
    signedIn: false,
    read: { name: 'listing', param: 'listingId' },
  },
  { path: '/contact/:landlordId', remote: 'mf_browse', page: 'ContactPage', signedIn: false },
  { path: '/sign-in', remote: 'mf_account', page: 'SignInPage', signedIn: false },
  { path: '/sign-up', remote: 'mf_account', page: 'SignUpPage', signedIn: false },
  { path: '/forgot-password', remote: 'mf_account', page: 'ForgotPasswordPage', signedIn: false },
  { path: '/profile', remote: 'mf_account', page: 'ProfilePage', signedIn: true },
  { path: '/create-listing', remote: 'mf_listing_editor', page: 'CreateListingPage', signedIn: true },
  { path: '/edit-listing/:listingId', remote: 'mf_listing_editor', page: 'EditListingPage', signedIn: true },
  { path: '/edit-Listing/:listingId', remote: 'mf_listing_editor', page: 'EditListingPage', signedIn: true },
];
