import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { deploymentSchema, parsedOrUndefined, parseOr, remoteReleaseSchema } from './contract-schema.ts';
import { searchEntryUrl } from './entry-points.ts';

const fail = (problem: string): never => {
  throw new Error(problem);
};

describe("a remote's release (routes.json)", () => {
  test('of routes alone gets no nav entries, no entry points and English alone (releases before them still deploy)', () => {
    const release = parseOr(
      remoteReleaseSchema,
      { remote: 'mf_x', routes: [{ path: '/x', page: 'XPage', signedIn: false }] },
      fail,
    );
    expect(release).toEqual({
      remote: 'mf_x',
      routes: [{ path: '/x', page: 'XPage', signedIn: false }],
      nav: [],
      entries: {},
      locales: ['en'],
    });
  });

  test('names the languages its pages speak, English among them (issue 88)', () => {
    const routes = [{ path: '/x', page: 'XPage', signedIn: false }];
    expect(parsedOrUndefined(remoteReleaseSchema, { remote: 'mf_x', routes, locales: ['en', 'fr'] })?.locales).toEqual([
      'en',
      'fr',
    ]);
    expect(parsedOrUndefined(remoteReleaseSchema, { remote: 'mf_x', routes, locales: ['fr'] })).toBeUndefined();
    expect(parsedOrUndefined(remoteReleaseSchema, { remote: 'mf_x', routes, locales: ['en', 'xx'] })).toBeUndefined();
  });

  test('drops fields the contract does not know', () => {
    const release = v.parse(remoteReleaseSchema, {
      remote: 'mf_x',
      routes: [{ path: '/x', page: 'XPage', signedIn: false, onLoad: 'alert(1)' }],
    });
    expect(release.routes[0]).not.toHaveProperty('onLoad');
  });

  test('names where and what is wrong', () => {
    expect(() =>
      parseOr(remoteReleaseSchema, { remote: 'mf_x', routes: [{ path: 'x', page: 'XPage', signedIn: 'yes' }] }, fail),
    ).toThrow(/routes\.0\.path: "x" is not a route path.*routes\.0\.signedIn: must say signedIn true or false/);
  });

  test('keeps the news a nav entry counts, and refuses a line that cannot say how many (issue 86)', () => {
    const entry = { path: '/x', label: 'X', icon: 'M0 0h1', order: 1, badge: 'XBadge' };
    const news = { count: 'x', one: '1 new thing', other: '{count} new things' };
    const release = (n: unknown) => ({ remote: 'mf_x', routes: [], nav: [{ ...entry, news: n }] });
    expect(parseOr(remoteReleaseSchema, release(news), fail).nav[0]?.news).toEqual(news);
    expect(() => parseOr(remoteReleaseSchema, release({ ...news, other: 'new things' }), fail)).toThrow(
      /nav\.0\.news\.other: says no \{count\}/,
    );
    expect(() => parseOr(remoteReleaseSchema, release({ ...news, count: 'x.y' }), fail)).toThrow(
      /names no badge field/,
    );
  });
});

describe('a deployment', () => {
  const remotes = { mf_x: { manifest: '/x/mf-manifest.json', entry: '/x/remoteEntry.js', label: 'X' } };

  test('of the shape before nav entries reads with an empty navigation', () => {
    expect(parsedOrUndefined(deploymentSchema, { remotes, routes: [] })).toEqual({
      remotes: Object.fromEntries(
        Object.entries(remotes).map(([name, remote]) => [name, { ...remote, locales: ['en'] }]),
      ),
      routes: [],
      nav: [],
      entries: {},
    });
  });

  test('whose nav entry names a remote that is not deployed is refused', () => {
    const nav = [{ path: '/', label: 'X', icon: 'M0 0Z', order: 1, remote: 'mf_gone' }];
    expect(parsedOrUndefined(deploymentSchema, { remotes, routes: [], nav })).toBeUndefined();
  });
});

test('the search entry point puts the place in its parameter, and lists everything without one', () => {
  const search = { path: '/search', param: 'q' };
  expect(searchEntryUrl(search, 'Saint-Malo & Dinard')).toBe('/search?q=Saint-Malo+%26+Dinard');
  expect(searchEntryUrl(search, '')).toBe('/search');
});
