// What this slice declares to the site, checked here, in the slice (issue 87): a page it adds is
// checked with it, with no edit outside its folder. The site's own check (tooling/site-routes.test.ts)
// asks only for the spec's routes and bar, whoever serves them.
import { describe, expect, test } from 'vitest';
import { entries, locales, nav, routes } from './contract.ts';

describe("mf-account's routes, nav and entry points", () => {
  test("serves the spec's sign-in, sign-up and forgot-password pages to everyone, and the profile behind the gate", () => {
    expect(routes.map(({ path, signedIn }) => [path, signedIn])).toEqual([
      ['/sign-in', false],
      ['/sign-up', false],
      ['/forgot-password', false],
      ['/profile', true],
    ]);
  });

  test("puts the spec's Proflie in the bar, for everyone, and is where the gate sends a visitor", () => {
    expect(nav.map((entry) => [entry.label, entry.path, 'signedIn' in entry ? entry.signedIn : false])).toEqual([
      ['Proflie', '/profile', false],
    ]);
    expect(entries).toEqual({ signIn: '/sign-in' });
  });

  test('speaks English, French, German and Spanish, and the pseudo-locale of tests (issue 88)', () => {
    expect(locales).toEqual(['en', 'fr', 'de', 'es', 'en-XA']);
  });
});
