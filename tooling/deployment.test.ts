import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import {
  besideManifest,
  bootNav,
  checkedRelease,
  checkedRoutesFile,
  composeDeployment,
  deployRemote,
  DeploymentError,
  emptyDeploymentBlock,
  readDeployment,
  writeDeployment,
} from '../scripts/lib/deployment.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A built shell as its build leaves it: an empty deployment block, no remotes.json. */
function builtShell(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'deployment-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'index.html'), `<head>${emptyDeploymentBlock()}<script>run()</script></head>`);
  return dir;
}

/** The deployment the page's first-load script reads, as the browser would parse the block. */
function deploymentInPage(dir: string): unknown {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const block = html.match(/<script id="deployment" type="application\/json">(.*?)<\/script>/);
  return block ? JSON.parse(block[1] ?? '') : undefined;
}

const browse = {
  manifest: 'http://localhost:4174/mf-manifest.json',
  entry: 'http://localhost:4174/remoteEntry.js',
  label: 'Browsing',
  routes: [
    { path: '/', page: 'ExplorePage', signedIn: false, read: { name: 'newest-listings' } },
    { path: '/offers', page: 'OffersPage', signedIn: false },
  ],
};
const editor = {
  manifest: 'http://localhost:4175/mf-manifest.json',
  entry: 'http://localhost:4175/remoteEntry.js',
  label: 'Listing editor',
  routes: [
    { path: '/edit-listing/:listingId', page: 'EditListingPage', signedIn: true },
    { path: '/edit-Listing/:listingId', page: 'EditListingPage', signedIn: true },
  ],
};

describe('composeDeployment', () => {
  test('lists every remote, with the languages it speaks, and every route with the remote that serves it', () => {
    const deployment = composeDeployment({
      mf_browse: browse,
      mf_listing_editor: { ...editor, locales: ['en', 'fr'] },
    });
    expect(deployment.remotes).toEqual({
      mf_browse: { manifest: browse.manifest, entry: browse.entry, label: 'Browsing', locales: ['en'] },
      mf_listing_editor: {
        manifest: editor.manifest,
        entry: editor.entry,
        label: 'Listing editor',
        locales: ['en', 'fr'],
      },
    });
    expect(deployment.routes.map((r) => `${r.remote} ${r.path}`)).toEqual([
      'mf_browse /',
      'mf_browse /offers',
      'mf_listing_editor /edit-listing/:listingId',
      'mf_listing_editor /edit-Listing/:listingId',
    ]);
  });

  test.each([
    ['the same path', '/offers'],
    ['the same path in other case', '/Offers'],
    ['the same path with another parameter name', '/edit-listing/:id'],
  ])('refuses two remotes claiming %s, naming both', (_case, path) => {
    const account = {
      manifest: 'http://a.test/m.json',
      entry: 'http://a.test/e.js',
      label: 'Account',
      routes: [{ path, page: 'X', signedIn: false }],
    };
    expect(() => composeDeployment({ mf_browse: browse, mf_listing_editor: editor, mf_account: account })).toThrow(
      /Two remotes claim one path: (mf_browse|mf_listing_editor) \(.*\) and mf_account \(.*\)/,
    );
  });

  test('refuses a remote that declares one path twice', () => {
    const twice = { ...browse, routes: [...browse.routes, browse.routes[1]!] };
    expect(() => composeDeployment({ mf_browse: twice })).toThrow(/declares \/offers twice/);
  });
});

describe("checkedRoutesFile (a remote's routes.json)", () => {
  test.each<[string, unknown]>([
    ['no routes', { remote: 'mf_browse' }],
    ["another remote's file", { remote: 'mf_account', routes: [] }],
    ['a path without its slash', { remote: 'mf_browse', routes: [{ path: 'offers', page: 'P', signedIn: false }] }],
    ['a route without a page', { remote: 'mf_browse', routes: [{ path: '/x', signedIn: false }] }],
    ['a route without signedIn', { remote: 'mf_browse', routes: [{ path: '/x', page: 'P' }] }],
    [
      'a read of a parameter the path lacks',
      {
        remote: 'mf_browse',
        routes: [{ path: '/x', page: 'P', signedIn: false, read: { name: 'listing', param: 'id' } }],
      },
    ],
    ...(
      [
        ['an early-read module elsewhere', { earlyReadModule: 'https://evil.test/read.js' }],
        ['an early-read module above its build', { earlyReadModule: 'assets/../../read.js' }],
        ['a preload that is not a file of its build', { preload: ['/assets/a.js'] }],
        ['a preload that is not a list', { preload: 'assets/a.js' }],
      ] satisfies [string, object][]
    ).map(([name, extra]): [string, unknown] => [
      name,
      { remote: 'mf_browse', routes: [{ path: '/search', page: 'P', signedIn: false, ...extra }] },
    ]),
  ])('refuses %s', (_case, json) => {
    expect(() => checkedRoutesFile(json, 'mf_browse')).toThrow(DeploymentError);
  });

  test("keeps a route's early-read module and preloads, as its build wrote them", () => {
    const route = {
      path: '/search',
      page: 'SearchPage',
      signedIn: false,
      earlyReadModule: 'assets/early-read-search-1.js',
      preload: ['assets/search-page-2.js', 'assets/search-page-3.css'],
    };
    expect(checkedRoutesFile({ remote: 'mf_browse', routes: [route] }, 'mf_browse')).toEqual([route]);
    const deployed = composeDeployment({ mf_browse: { ...browse, routes: [route] } });
    expect(deployed.routes).toEqual([{ ...route, remote: 'mf_browse' }]);
  });
});

describe('writeDeployment and deployRemote (the deploy step)', () => {
  test('writes the same deployment into remotes.json and the page, leaving the rest of the page alone', () => {
    const dir = builtShell();
    const deployment = composeDeployment({ mf_browse: browse });
    writeDeployment(dir, deployment);
    expect(readDeployment(dir)).toEqual(deployment);
    expect(deploymentInPage(dir)).toEqual(deployment);
    expect(readFileSync(path.join(dir, 'index.html'), 'utf8')).toContain('<script>run()</script>');
  });

  test('a value cannot close the block and inject markup', () => {
    const dir = builtShell();
    const hostile = { ...browse, manifest: 'https://x.test/</script><script>alert(1)</script>' };
    writeDeployment(dir, composeDeployment({ mf_browse: hostile }));
    expect(readFileSync(path.join(dir, 'index.html'), 'utf8').match(/<\/script>/g)).toHaveLength(2);
    expect(
      (deploymentInPage(dir) as { remotes: Record<string, { manifest: string }> }).remotes.mf_browse?.manifest,
    ).toBe(hostile.manifest);
  });

  test('refuses a page without the block (a shell built before it existed)', () => {
    const dir = builtShell();
    writeFileSync(path.join(dir, 'index.html'), '<head></head>');
    expect(() => writeDeployment(dir, composeDeployment({}))).toThrow(/rebuild the shell/);
  });

  test('deploying one remote replaces its location and routes and keeps the others', () => {
    const dir = builtShell();
    writeDeployment(dir, composeDeployment({ mf_browse: browse, mf_listing_editor: editor }));
    const next = {
      manifest: 'http://localhost:4174/v/2/mf-manifest.json',
      entry: 'http://localhost:4174/v/2/remoteEntry.js',
      label: 'Browsing',
      routes: [...browse.routes, { path: '/search', page: 'SearchPage', signedIn: false }],
    };
    deployRemote(dir, 'mf_browse', next);
    const deployed = readDeployment(dir);
    expect(deployed.remotes.mf_browse?.manifest).toBe(next.manifest);
    expect(deployed.routes.filter((r) => r.remote === 'mf_browse').map((r) => r.path)).toEqual([
      '/',
      '/offers',
      '/search',
    ]);
    expect(deployed.routes.filter((r) => r.remote === 'mf_listing_editor')).toHaveLength(2);
    expect(deploymentInPage(dir)).toEqual(deployed);
  });

  test('a refused deploy leaves the deployment as it was', () => {
    const dir = builtShell();
    writeDeployment(dir, composeDeployment({ mf_browse: browse, mf_listing_editor: editor }));
    const before = readFileSync(path.join(dir, 'index.html'), 'utf8');
    const claiming = {
      manifest: 'http://localhost:4174/v/3/mf-manifest.json',
      entry: 'http://localhost:4174/v/3/remoteEntry.js',
      label: 'Browsing',
      routes: [{ path: '/edit-listing/:x', page: 'P', signedIn: true }],
    };
    expect(() => deployRemote(dir, 'mf_browse', claiming)).toThrow(
      /Two remotes claim one path: .*mf_listing_editor \(\/edit-listing\/:listingId\)/,
    );
    expect(readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe(before);
  });
});

const icon = 'M0 0h24v24H0Z';
const browseWithNav = {
  ...browse,
  nav: [
    { path: '/offers', label: 'Offers', icon, order: 20 },
    { path: '/', label: 'Explore', icon, order: 10 },
  ],
  entries: { search: { path: '/offers', param: 'q' } },
};
const account = {
  manifest: 'http://localhost:4176/mf-manifest.json',
  entry: 'http://localhost:4176/remoteEntry.js',
  label: 'Account',
  routes: [
    { path: '/sign-in', page: 'SignInPage', signedIn: false },
    { path: '/profile', page: 'ProfilePage', signedIn: true },
  ],
  nav: [{ path: '/profile', label: 'Proflie', icon, order: 30 }],
  entries: { signIn: '/sign-in' },
};

describe('navigation entries and entry points', () => {
  test("are each remote's, ordered by their order across remotes, shown everywhere unless said", () => {
    const deployment = composeDeployment({ mf_account: account, mf_browse: browseWithNav });
    expect(deployment.nav.map((entry) => `${entry.remote} ${entry.label} ${entry.placement}`)).toEqual([
      'mf_browse Explore everywhere',
      'mf_browse Offers everywhere',
      'mf_account Proflie everywhere',
    ]);
    expect(deployment.entries).toEqual({ signIn: '/sign-in', search: { path: '/offers', param: 'q' } });
  });

  test.each([
    ['a nav entry to a page another remote serves', { nav: [{ path: '/profile', label: 'Me', icon, order: 1 }] }],
    ['an entry point that is not its route', { entries: { search: { path: '/nowhere', param: 'q' } } }],
    ['a second sign-in entry point', { entries: { signIn: '/offers' } }],
  ])('refuses %s', (_case, extra) => {
    expect(() => composeDeployment({ mf_account: account, mf_browse: { ...browse, ...extra } })).toThrow(
      DeploymentError,
    );
  });

  test.each([
    ['an icon that is markup', { path: '/', label: 'X', icon: '<script>alert(1)</script>', order: 1 }],
    ['a nav entry to a path with parameters', { path: '/a/:id', label: 'X', icon, order: 1 }],
    ['an empty label', { path: '/', label: '', icon, order: 1 }],
    ['an order that is not a whole number', { path: '/', label: 'X', icon, order: 1.5 }],
    ['an unknown placement', { path: '/', label: 'X', icon, order: 1, placement: 'footer' }],
  ])("a remote's routes.json with %s is refused", (_case, entry) => {
    expect(() => checkedRelease({ remote: 'mf_browse', routes: browse.routes, nav: [entry] }, 'mf_browse')).toThrow(
      DeploymentError,
    );
  });

  test("the deploy step writes the navigation's labels into the page's placeholder, escaped", () => {
    const dir = builtShell();
    writeFileSync(
      path.join(dir, 'index.html'),
      `<head>${emptyDeploymentBlock()}</head><body><!-- boot-nav --><span class="boot-nav"></span><!-- /boot-nav --></body>`,
    );
    const hostile = {
      ...account,
      nav: [{ path: '/profile', label: '"><b>x', icon, order: 30, placement: 'desktop' as const }],
    };
    writeDeployment(dir, composeDeployment({ mf_browse: browseWithNav, mf_account: hostile }));
    const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
    expect(html).toContain(
      '<span class="boot-nav"><span data-label="Explore"></span><span data-label="Offers"></span>' +
        '<span data-label="&quot;&gt;&lt;b&gt;x" class="boot-desktop"></span></span>',
    );
    expect(bootNav(composeDeployment({}))).toBe('<!-- boot-nav --><span class="boot-nav"></span><!-- /boot-nav -->');
  });

  test("the placeholder is a visitor's bar: entries for signed-in people are left out (issue 36)", () => {
    const inbox = { path: '/profile', label: 'Inbox', icon, order: 25, signedIn: true };
    const deployment = composeDeployment({ mf_browse: browseWithNav, mf_account: { ...account, nav: [inbox] } });
    expect(bootNav(deployment)).not.toContain('Inbox');
    expect(bootNav(deployment)).toContain('data-label="Offers"');
  });

  test("deploying one remote keeps the other remotes' nav entries and entry points, and takes its new ones", () => {
    const dir = builtShell();
    writeDeployment(dir, composeDeployment({ mf_browse: browseWithNav, mf_account: account }));
    deployRemote(dir, 'mf_browse', {
      ...browseWithNav,
      nav: [...browseWithNav.nav, { path: '/offers', label: 'Deals', icon, order: 40, placement: 'desktop' as const }],
    });
    const deployed = readDeployment(dir);
    expect(deployed.nav.map((entry) => entry.label)).toEqual(['Explore', 'Offers', 'Proflie', 'Deals']);
    expect(deployed.entries).toEqual({ signIn: '/sign-in', search: { path: '/offers', param: 'q' } });
    deployRemote(dir, 'mf_browse', browse);
    expect(readDeployment(dir).nav.map((entry) => entry.label)).toEqual(['Proflie']);
    expect(readDeployment(dir).entries).toEqual({ signIn: '/sign-in' });
  });
});

describe('besideManifest', () => {
  test('names a file of the same folder, absolute or on the shell origin', () => {
    expect(besideManifest('https://b.test/v/2/mf-manifest.json', 'remoteEntry.js')).toBe(
      'https://b.test/v/2/remoteEntry.js',
    );
    expect(besideManifest('/mf-browse/mf-manifest.json', 'routes.json')).toBe('/mf-browse/routes.json');
  });
});

describe("the pages' own HTML (issue 38)", () => {
  const withHeads = {
    ...browse,
    routes: [
      { path: '/', page: 'ExplorePage', signedIn: false, head: { title: 'Homes & more', description: 'All homes.' } },
      {
        path: '/offers',
        page: 'OffersPage',
        signedIn: false,
        head: { title: 'Offers', description: '"Cheap" <homes>' },
      },
      {
        path: '/category/:categoryName',
        page: 'CategoryPage',
        signedIn: false,
        head: { title: 'Homes for {categoryName}', description: 'Every home for {categoryName}.' },
        read: { name: 'category-listings', param: 'categoryName', values: ['rent', 'sale'] },
      },
      { path: '/category/:categoryName/:listingId', page: 'ListingPage', signedIn: false },
    ],
  };

  test('each route with a head gets its page, with its title and description escaped; / is index.html', () => {
    const dir = builtShell();
    writeFileSync(
      path.join(dir, 'index.html'),
      `<head><meta name="description" content="Site." /><title>Site</title>${emptyDeploymentBlock()}</head>`,
    );
    writeDeployment(dir, composeDeployment({ mf_browse: withHeads }));
    const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
    expect(read('index.html')).toContain('<title>Homes &amp; more</title>');
    expect(read('offers.html')).toContain('<meta name="description" content="&quot;Cheap&quot; &lt;homes&gt;" />');
    expect(read('category/rent.html')).toContain('<title>Homes for rent</title>');
    expect(read('category/sale.html')).toContain('<meta name="description" content="Every home for sale." />');
    // The same page otherwise: the deployment block, so the app starts on it as on any other.
    expect(deploymentInPage(dir)).toEqual(
      JSON.parse(read('offers.html').match(/application\/json">(.*?)<\/script>/)![1]!),
    );
  });

  test('a deployment without a page’s head removes the page its previous deployment wrote (a rollback)', () => {
    const dir = builtShell();
    writeDeployment(dir, composeDeployment({ mf_browse: withHeads }));
    expect(readFileSync(path.join(dir, 'offers.html'), 'utf8')).toContain('type="application/json"');
    writeDeployment(dir, composeDeployment({ mf_browse: browse }));
    expect(() => readFileSync(path.join(dir, 'offers.html'))).toThrow();
    expect(() => readFileSync(path.join(dir, 'category/rent.html'))).toThrow();
  });

  test('robots.txt keeps the signed-in pages out and points to the sitemap', () => {
    const dir = builtShell();
    writeDeployment(dir, composeDeployment({ mf_browse: withHeads, mf_account: account }));
    expect(readFileSync(path.join(dir, 'robots.txt'), 'utf8')).toBe(
      'User-agent: *\nDisallow: /profile\n\nSitemap: http://localhost:4173/sitemap.xml\n',
    );
  });
});
