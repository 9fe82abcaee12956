// What this slice declares to the site, checked here, in the slice (issue 87): a page it adds is
// checked with it, with no edit outside its folder.
import { describe, expect, test } from 'vitest';
import * as declared from './contract.ts';

const { entries, routes } = declared;

describe("mf-listing-editor's routes, nav and entry points", () => {
  test("serves the spec's create and edit pages (both edit spellings) and the owner's insights, all behind the gate", () => {
    expect(routes.map(({ path, signedIn }) => [path, signedIn])).toEqual([
      ['/create-listing', true],
      ['/edit-listing/:listingId', true],
      ['/edit-Listing/:listingId', true],
      ['/listing-insights', true],
    ]);
    // No entry in the site's bar: owners reach these pages from their homes and profile.
    expect('nav' in declared ? declared.nav : []).toEqual([]);
  });

  test('is where other slices send an owner to a home’s insights and back to a draft', () => {
    expect(entries).toEqual({
      insights: { path: '/listing-insights', param: 'listing' },
      draft: { path: '/create-listing', param: 'draft' },
    });
  });
});
