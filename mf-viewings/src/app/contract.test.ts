// What this slice declares to the site, checked here, in the slice (issue 87): a page it adds is
// checked with it, with no edit outside its folder.
import { describe, expect, test } from 'vitest';
import { entries, nav, routes } from './contract.ts';

describe("mf-viewings's routes, nav and entry points", () => {
  test('serves the viewings, booking and viewing-times pages behind the gate, each coming back after sign-in', () => {
    expect(routes.map(({ path, signedIn, returnAfterSignIn }) => [path, signedIn, returnAfterSignIn])).toEqual([
      ['/viewings', true, true],
      ['/book-viewing', true, true],
      ['/viewing-times', true, true],
    ]);
  });

  test('puts Viewings, with its count, in the bar of signed-in people; is where a listing sends a booking and its owner', () => {
    expect(nav.map((entry) => [entry.label, entry.path, entry.signedIn, entry.badge])).toEqual([
      ['Viewings', '/viewings', true, 'ViewingsBadge'],
    ]);
    expect(entries).toEqual({
      viewing: { path: '/book-viewing', param: 'listing' },
      viewingTimes: { path: '/viewing-times', param: 'listing' },
    });
  });
});
