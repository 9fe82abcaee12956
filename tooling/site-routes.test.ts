import { describe, expect, test } from 'vitest';
import { routes as accountRoutes } from '../mf-account/src/app/contract.ts';
import { routes as browseRoutes } from '../mf-browse/src/app/contract.ts';
import { routes as editorRoutes } from '../mf-listing-editor/src/app/contract.ts';
import { checkedRoutesFile, composeDeployment } from '../scripts/lib/deployment.mjs';
import { APPS, REMOTE_NAMES } from './apps.ts';

const DECLARED = { mf_browse: browseRoutes, mf_account: accountRoutes, mf_listing_editor: editorRoutes };

/** The site as the remotes declare it, composed by the deploy step. */
const site = composeDeployment(
  Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      {
        manifest: `http://localhost:${APPS[name].port}/mf-manifest.json`,
        entry: `http://localhost:${APPS[name].port}/remoteEntry.js`,
        label: APPS[name].label,
        routes: checkedRoutesFile({ remote: name, routes: DECLARED[name] }, name),
      },
    ]),
  ),
);

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
        // Beyond the spec: finding a home (issue 22), the homes a user saved (issue 26).
        '/search',
        '/saved',
      ].sort(),
    );
  });

  test('put exactly the private pages behind the auth gate', () => {
    expect(
      site.routes
        .filter((r) => r.signedIn)
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/create-listing', '/edit-Listing/:listingId', '/edit-listing/:listingId', '/profile', '/saved'].sort());
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
