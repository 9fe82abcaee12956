// What this slice declares to the site, checked here, in the slice (issue 87): a page it adds is
// checked with it, with no edit outside its folder.
import { describe, expect, test } from 'vitest';
import { entries, locales, nav, routes } from './contract.ts';

describe("mf-messages's routes, nav and entry points", () => {
  test('serves the enquiry form to everyone (it sends a visitor to sign in on sending) and the inbox behind the gate', () => {
    expect(routes.map(({ path, signedIn }) => [path, signedIn])).toEqual([
      ['/enquiry', false],
      ['/inbox', true],
      ['/inbox/:conversationId', true],
    ]);
  });

  test('puts the Inbox, with its unread count, in the bar of signed-in people; is where a listing sends an enquiry', () => {
    expect(nav.map((entry) => [entry.label, entry.path, entry.signedIn, entry.badge])).toEqual([
      ['Inbox', '/inbox', true, 'UnreadBadge'],
    ]);
    expect(entries).toEqual({ enquiry: { path: '/enquiry', param: 'listing' } });
  });

  test('speaks English, French, German and Spanish, and the pseudo-locale of tests (issue 88)', () => {
    expect(locales).toEqual(['en', 'fr', 'de', 'es', 'en-XA']);
  });
});
