// What this slice declares to the site, checked here, in the slice (issue 87): a page it adds is
// checked with it, with no edit outside its folder.
import { describe, expect, test } from 'vitest';
import { entries, nav, routes } from './contract.ts';

describe("mf-browse's routes, nav and entry points", () => {
  test("serves the spec's explore, offers, category, listing and contact pages and the search to everyone; saved homes, saved searches, alerts and a draft's preview behind the gate", () => {
    expect(routes.map(({ path, signedIn }) => [path, signedIn])).toEqual([
      ['/', false],
      ['/offers', false],
      ['/category/:categoryName', false],
      ['/category/:categoryName/:listingId', false],
      ['/contact/:landlordId', false],
      ['/search', false],
      ['/saved', true],
      ['/saved-searches', true],
      ['/notifications', true],
      ['/listing-preview', true],
    ]);
  });

  test('starts the early reads of the list and detail pages', () => {
    expect(Object.fromEntries(routes.flatMap((r) => ('read' in r && r.read ? [[r.path, r.read.name]] : [])))).toEqual({
      '/': 'newest-listings',
      '/offers': 'offer-listings',
      '/category/:categoryName': 'category-listings',
      '/category/:categoryName/:listingId': 'listing',
    });
  });

  test("puts the spec's Explore and Offers in the bar for everyone, the Alerts bell for signed-in people", () => {
    expect(nav.map((entry) => [entry.label, entry.path, 'signedIn' in entry ? entry.signedIn : false])).toEqual([
      ['Explore', '/', false],
      ['Offers', '/offers', false],
      ['Alerts', '/notifications', true],
    ]);
  });

  test("is where the header's search, a listing's page (with its sitemap) and a draft's preview are", () => {
    expect(entries).toEqual({
      search: { path: '/search', param: 'q' },
      listing: {
        path: '/category/:categoryName/:listingId',
        type: 'categoryName',
        id: 'listingId',
        sitemapFunction: 'browseSitemap',
      },
      draftPreview: { path: '/listing-preview', param: 'draft' },
    });
  });
});
