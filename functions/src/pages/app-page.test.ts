import { describe, expect, test } from 'vitest';
import { appPage, jsonBlock, routeHead, withFirstScreen, withShellStylesCut } from './app-page.ts';

const CATEGORY = {
  path: '/category/:categoryName',
  page: 'CategoryPage',
  signedIn: false,
  remote: 'mf_browse',
  head: { title: 'Homes for {categoryName}', description: 'Every home for {categoryName}.' },
  read: { name: 'category-listings', param: 'categoryName', values: ['rent', 'sale'] },
};

describe('the app’s page for an address', () => {
  test('a route’s head is filled with its parameter only for a value its read lists', () => {
    expect(routeHead(CATEGORY, { categoryName: 'sale' })).toEqual({
      title: 'Homes for sale',
      description: 'Every home for sale.',
      tags: '',
    });
    expect(routeHead(CATEGORY, { categoryName: '<b>flat</b>' })).toBeUndefined();
  });

  test('the shell’s own stylesheet is cut to what the page’s markup uses, and its file held back to start first', async () => {
    const shellCss = '.frame{color:red}.toast{color:blue}[aria-busy=true]{cursor:progress}';
    const page =
      `<head><style data-href="/assets/index-1.css">${shellCss}</style>` +
      '<link rel="after-first-screen" data-after-first-screen="modulepreload" href="/assets/a.js"></head>' +
      '<body><div class="frame"><main id="first-screen"><p>Home</p></main></div>' +
      '<script>document.body.className="toast"</script></body>';
    const cut = await withShellStylesCut(page);
    const kept = /<style data-href="\/assets\/index-1.css">([^<]*)<\/style>/.exec(cut)?.[1] ?? '';
    expect(kept).toContain('.frame{color:red}');
    // A rule for what the markup does not hold waits for the file (a script's classes do not count).
    expect(kept).not.toContain('.toast');
    // A state the page takes before its code runs is kept (critical-styles.ts).
    expect(kept).toContain('[aria-busy=true]');
    const held = '<link rel="after-first-screen" data-after-first-screen="stylesheet" href="/assets/index-1.css">';
    expect(cut.indexOf(held)).toBeGreaterThan(-1);
    expect(cut.indexOf(held)).toBeLessThan(cut.indexOf('href="/assets/a.js"'));
    // With nothing else held, before the head ends; a page without an inlined stylesheet is left alone.
    expect(await withShellStylesCut(page.replace(/<link[^>]*>/, ''))).toContain(`${held}\n  </head>`);
    const plain = '<head><style>.a{}</style></head><body><p>x</p></body>';
    expect(await withShellStylesCut(plain)).toBe(plain);
  });

  test('the first screen, its styles and its answer land in the page, none able to end its element', () => {
    const html = `<head><script id="first-load-config" type="application/json">{}</script></head><body><div id="root"><!-- first-screen --><p>Loading…</p><!-- /first-screen --></div></body>`;
    const page = withFirstScreen(html, {
      markup: '<h1>Home</h1><input type="search"/>',
      styles: '.a{color:red}</style><script>alert(1)</script>',
      key: 'listing/"x"',
      answer: { name: '</script><script>alert(1)</script>' },
    });
    // Its fields take typing before the page takes over: the shell carries it over (issue 50).
    expect(page).toContain('<main id="first-screen" class="site-page"><h1>Home</h1><input type="search"/></main>');
    expect(page).not.toContain('<p>Loading…</p>');
    expect(page).toContain('data-key="listing/&quot;x&quot;"');
    expect(page.match(/<\/style>/g)).toHaveLength(1); // the stylesheet cannot end its element
    expect(page).not.toContain('</script><script>alert(1)'); // nor the answer its block
    const block = /<script id="first-screen-read"[^>]*>(.*?)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(block!)).toEqual({ name: '</script><script>alert(1)</script>' });
    expect(page.indexOf('first-screen-read')).toBeLessThan(page.indexOf('first-load-config'));
  });

  test('under a first screen the site’s own code is held back, inert, for the first-load script to start', () => {
    const html = `<head><script id="first-load-config" type="application/json">{}</script><script>inline()</script>
    <script type="module" crossorigin src="/assets/entry.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/chunk.js"><link rel="stylesheet" href="/assets/site.css"></head>
    <body><div id="root"><!-- first-screen --><!-- /first-screen --></div></body>`;
    const page = withFirstScreen(html, { markup: '<h1>Home</h1>', styles: '', key: 'k', answer: [] });
    expect(page).toContain(
      '<script type="text/plain" data-after-first-screen="module" crossorigin src="/assets/entry.js"></script>',
    );
    expect(page).toContain(
      '<link rel="after-first-screen" data-after-first-screen="modulepreload" crossorigin href="/assets/chunk.js">',
    );
    expect(page).toContain('<script>inline()</script>'); // the first-load script runs as it is
    expect(page).toContain('<link rel="stylesheet" href="/assets/site.css">');
    expect(page).not.toMatch(/type="module"|rel="modulepreload"/);
  });

  test('a route without a first screen gets its head; an unknown address, the page as it is', async () => {
    const remotes = {
      mf_browse: { manifest: 'http://localhost:4174/mf-manifest.json', entry: 'remoteEntry.js', label: '' },
    };
    const deployment = { remotes, routes: [CATEGORY], nav: [], entries: {} };
    const html = `<head><title>Site</title><script id="deployment" type="application/json">${JSON.stringify(deployment)}</script></head><body></body>`;
    expect(jsonBlock(html, 'deployment')).toEqual(deployment);
    const list = await appPage(html, new URL('http://localhost:4173/category/rent'));
    expect(list.html).toContain('<title>Homes for rent</title>');
    expect(list.status).toBe(200);
    expect((await appPage(html, new URL('http://localhost:4173/elsewhere'))).html).toBe(html);
  });

  test('the page carries every route for the router, and only its own route’s first-load details (decision record 040)', async () => {
    const remotes = {
      mf_browse: {
        manifest: 'http://localhost:4174/mf-manifest.json',
        entry: 'remoteEntry.js',
        label: '',
        locales: ['en'],
      },
    };
    const LISTING = {
      path: '/category/:categoryName/:listingId',
      page: 'ListingPage',
      signedIn: false,
      returnAfterSignIn: true,
      remote: 'mf_browse',
      head: { title: 'A home', description: 'A home for rent or for sale.' },
      read: { name: 'listing', param: 'listingId' },
      preload: ['assets/listing.js'],
    };
    const deployment = { remotes, routes: [CATEGORY, LISTING], nav: [], entries: {} };
    const html = `<head><title>Site</title><script id="deployment" type="application/json">${JSON.stringify(deployment)}</script></head><body></body>`;
    const list = await appPage(html, new URL('http://localhost:4173/category/rent'));
    expect(jsonBlock(list.html, 'deployment')).toEqual({
      ...deployment,
      routes: [
        CATEGORY,
        { path: LISTING.path, page: 'ListingPage', signedIn: false, returnAfterSignIn: true, remote: 'mf_browse' },
      ],
    });
  });

  test('a deployment the contract’s schema refuses is no deployment: the page as it is (issue 48)', async () => {
    const deployment = { remotes: {}, routes: [CATEGORY], nav: [], entries: {} }; // names a remote not deployed
    const html = `<head><title>Site</title><script id="deployment" type="application/json">${JSON.stringify(deployment)}</script></head><body></body>`;
    expect((await appPage(html, new URL('http://localhost:4173/category/rent'))).html).toBe(html);
  });
});
