// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest';
import { inlineDeployment, parseDeployment } from './deployment.ts';

const deployment = {
  remotes: {
    mf_browse: { manifest: '/browse/mf-manifest.json', entry: '/browse/remoteEntry.js', label: 'Browsing' },
    mf_account: { manifest: 'http://a.test/mf-manifest.json', entry: 'http://a.test/remoteEntry.js', label: 'Account' },
  },
  routes: [
    { path: '/', remote: 'mf_browse', page: 'ExplorePage', signedIn: false, read: { name: 'newest-listings' } },
    { path: '/profile', remote: 'mf_account', page: 'ProfilePage', signedIn: true },
  ],
};

describe('the deployment', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  test('maps every remote to an absolute manifest URL and keeps the routes; a remote that names no languages speaks English', () => {
    const parsed = parseDeployment(deployment, 'http://shell.test');
    expect(parsed.remotes).toEqual({
      mf_browse: {
        manifest: 'http://shell.test/browse/mf-manifest.json',
        entry: 'http://shell.test/browse/remoteEntry.js',
        label: 'Browsing',
        locales: ['en'],
      },
      mf_account: {
        manifest: 'http://a.test/mf-manifest.json',
        entry: 'http://a.test/remoteEntry.js',
        label: 'Account',
        locales: ['en'],
      },
    });
    expect(parsed.routes).toEqual(deployment.routes);
  });

  test.each([
    ['a remote map of the old shape', { mf_browse: 'http://b.test/mf-manifest.json' }],
    ['a remote without a manifest', { ...deployment, remotes: { mf_browse: { entry: '/e.js', label: 'B' } } }],
    ['a remote without an entry', { ...deployment, remotes: { mf_browse: { manifest: '/m.json', label: 'B' } } }],
    [
      'a route of a remote that is not deployed',
      { ...deployment, routes: [{ path: '/x', remote: 'mf_x', page: 'X', signedIn: false }] },
    ],
    ['a route without a page', { ...deployment, routes: [{ path: '/x', remote: 'mf_browse', signedIn: false }] }],
    [
      'a route that does not say whether it needs a session',
      { ...deployment, routes: [{ path: '/x', remote: 'mf_browse', page: 'X' }] },
    ],
  ])('refuses %s', (_name, value) => {
    expect(() => parseDeployment(value, 'http://shell.test')).toThrow(/remotes\.json/);
  });

  test("is read from the page's block; an empty block (a shell not deployed yet) means none", () => {
    document.head.innerHTML = `<script id="deployment" type="application/json">${JSON.stringify(deployment)}</script>`;
    expect(inlineDeployment()?.routes).toHaveLength(2);
    document.head.innerHTML = '<script id="deployment" type="application/json">null</script>';
    expect(inlineDeployment()).toBeUndefined();
  });
});
