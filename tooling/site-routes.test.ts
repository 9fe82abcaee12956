import { describe, expect, test } from 'vitest';
import type { RemoteDeclarations } from './publish-routes.ts';
import { checkedRelease, composeDeployment } from '../scripts/lib/deployment.mjs';
import { APPS, REMOTE_NAMES } from './apps.ts';

/** What each remote of the app registry declares (its src/app/contract.ts). */
const declared = await Promise.all(
  REMOTE_NAMES.map(async (name) => {
    const contract = (await import(`../${APPS[name].folder}/src/app/contract.ts`)) as RemoteDeclarations;
    return [name, contract] as const;
  }),
);

/** The site as the remotes declare it, composed by the deploy step. */
const site = composeDeployment(
  Object.fromEntries(
    declared.map(([name, { routes, nav, entries }]) => [
      name,
      {
        manifest: `http://localhost:${APPS[name].port}/mf-manifest.json`,
        entry: `http://localhost:${APPS[name].port}/remoteEntry.js`,
        label: APPS[name].label,
        ...checkedRelease({ remote: name, routes, nav, entries }, name),
      },
    ]),
  ),
);

describe("the remotes' navigation and entry points, together", () => {
  test("are the spec's bar for visitors: Explore, Offers, Proflie, in that order, on phones and desktops", () => {
    expect(
      site.nav.filter((entry) => !entry.signedIn).map((entry) => [entry.label, entry.path, entry.placement]),
    ).toEqual([
      ['Explore', '/', 'everywhere'],
      ['Offers', '/offers', 'everywhere'],
      ['Proflie', '/profile', 'everywhere'],
    ]);
  });

  test('add the Inbox, Viewings and the Alerts bell, with their counts, for signed-in people only (issues 36, 37, 52)', () => {
    expect(site.nav.filter((entry) => entry.signedIn).map((entry) => [entry.label, entry.path, entry.badge])).toEqual([
      ['Inbox', '/inbox', 'UnreadBadge'],
      ['Viewings', '/viewings', 'ViewingsBadge'],
      ['Alerts', '/notifications', 'AlertsBadge'],
    ]);
  });

  test("send signed-out visitors to /sign-in, the header's place search to /search?q=, enquiries to /enquiry?listing=, viewings to /book-viewing?listing=, insights to /listing-insights?listing=, a draft to /create-listing?draft= and its preview to /listing-preview?draft=, and a listing to its page (its slice answering the sitemap)", () => {
    expect(site.entries).toEqual({
      signIn: '/sign-in',
      search: { path: '/search', param: 'q' },
      enquiry: { path: '/enquiry', param: 'listing' },
      viewing: { path: '/book-viewing', param: 'listing' },
      viewingTimes: { path: '/viewing-times', param: 'listing' },
      insights: { path: '/listing-insights', param: 'listing' },
      draft: { path: '/create-listing', param: 'draft' },
      draftPreview: { path: '/listing-preview', param: 'draft' },
      listing: {
        path: '/category/:categoryName/:listingId',
        type: 'categoryName',
        id: 'listingId',
        sitemapFunction: 'browseSitemap',
      },
    });
  });
});

/** The product's pages beyond the spec's that only a signed-in person sees. */
const PRODUCT_PAGES_SIGNED_IN = [
  '/saved',
  '/saved-searches',
  '/notifications',
  '/inbox',
  '/inbox/:conversationId',
  '/viewings',
  '/book-viewing',
  '/viewing-times',
  '/listing-insights',
  '/listing-preview',
];

describe("the remotes' routes, together", () => {
  test("are the spec's route list exactly, both edit spellings included, and the product's own pages", () => {
    expect(site.routes.map((r) => r.path).sort()).toEqual(
      [
        '/',
        '/offers',
        '/category/:categoryName',
        '/category/:categoryName/:listingId',
        '/contact/:landlordId',
        '/sign-in',
        '/sign-up',
        '/forgot-password',
        '/profile',
        '/create-listing',
        '/edit-listing/:listingId',
        '/edit-Listing/:listingId',
        // Beyond the spec: finding a home (issue 22), the homes a user saved (issue 26),
        // enquiries and the inbox (issue 36), saved searches and their alerts (issue 37), viewings and
        // a landlord's insights and a draft's preview (issue 52).
        '/search',
        '/enquiry',
        ...PRODUCT_PAGES_SIGNED_IN,
      ].sort(),
    );
  });

  test('put exactly the private pages behind the auth gate', () => {
    expect(
      site.routes
        .filter((r) => r.signedIn)
        .map((r) => r.path)
        .sort(),
    ).toEqual(
      [
        '/create-listing',
        '/edit-Listing/:listingId',
        '/edit-listing/:listingId',
        '/profile',
        ...PRODUCT_PAGES_SIGNED_IN,
      ].sort(),
    );
  });

  test('start the early reads of the list and detail pages', () => {
    const reads = Object.fromEntries(site.routes.filter((r) => r.read).map((r) => [r.path, r.read?.name]));
    expect(reads).toEqual({
      '/': 'newest-listings',
      '/offers': 'offer-listings',
      '/category/:categoryName': 'category-listings',
      '/category/:categoryName/:listingId': 'listing',
    });
  });
});
