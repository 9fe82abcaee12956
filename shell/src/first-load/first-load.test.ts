// @vitest-environment jsdom
// The first-load script as the page runs it: the compiled text of first-load.ts, evaluated in a
// document with the blocks the build and the deploy step write. Its requests go over the real
// network to a local server standing in for the site, the database and a remote (no fetch stub:
// the testing policy, decision record 003); the page's address is that server's.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runInThisContext } from 'node:vm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, type MockInstance, test, vi } from 'vitest';
import type { Deployment, FirstLoadConfig, FirstLoadState } from 'site-contract';
import { firstLoadScript } from '../../build/first-load-script.mjs';

let config: FirstLoadConfig;
let deployment: Deployment;
/** The site's, the database's and the remote's addresses: one local server's. */
function blocksFor(origin: string) {
  config = {
    documentsUrl: `${origin}/documents`,
    federated: true,
    sharedByShell: ['react'],
  };
  deployment = {
    remotes: {
      mf_browse: {
        manifest: `${origin}/v/7/mf-manifest.json`,
        entry: `${origin}/v/7/remoteEntry.js`,
        label: 'Browsing',
        locales: ['en'],
      },
    },
    routes: [
      {
        path: '/category/:categoryName',
        remote: 'mf_browse',
        page: 'CategoryPage',
        signedIn: false,
        read: {
          name: 'category-listings',
          param: 'categoryName',
          values: ['rent', 'sale'],
          // The remote's own request: the first-load script puts in the site's documents address.
          request: { method: 'POST', url: '{documents}:runQuery', body: '{"type":"{arg}"}' },
        },
      },
      {
        path: '/category/:categoryName/:listingId',
        remote: 'mf_browse',
        page: 'ListingPage',
        signedIn: false,
        read: {
          name: 'listing',
          param: 'listingId',
          request: {
            method: 'GET',
            url: '{documents}/listings/{arg}',
            photos: ['fields', 'imgUrls', 'arrayValue', 'values'],
          },
        },
      },
      {
        path: '/contact/:landlordId',
        remote: 'mf_browse',
        page: 'ContactPage',
        signedIn: false,
        // The page's own chunks, as the remote's build lists them (paths beside its manifest).
        preload: [...Array.from({ length: 12 }, (_, i) => `assets/contact-${i}.js`), 'assets/contact.css'],
      },
    ],
    nav: [],
    entries: {},
  };
}
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './pages', assets: { js: { sync: ['assets/pages-1.js'] }, css: { sync: ['assets/pages-2.css'] } } },
  ],
};

/** A request the local server received. */
interface Received {
  method: string;
  path: string;
  body: string;
}
const received: Received[] = [];
/** The Cache-Control header of the last request for each path. */
const cacheControl = new Map<string, string | undefined>();
/** What the server answers for the remote's manifest and /remotes.json (a test may change them). */
const answers: { manifest: unknown; remotes: unknown } = { manifest: undefined, remotes: undefined };
const listingAnswer = { fields: { imgUrls: { arrayValue: { values: [{ stringValue: 'http://img.test/1.jpg' }] } } } };
let server: Server;
let origin = '';

function answer(path: string): unknown {
  if (path === '/v/7/mf-manifest.json') return answers.manifest;
  if (path === '/remotes.json') return answers.remotes;
  return listingAnswer;
}

/** The requests received so far, once `count` have come (the script's requests are asynchronous). */
async function requestsAfter(count = 1): Promise<Received[]> {
  await vi.waitFor(() => expect(received.length).toBeGreaterThanOrEqual(count));
  return received;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ method: request.method ?? '', path, body: Buffer.concat(chunks).toString() });
      cacheControl.set(path, request.headers['cache-control']);
      response.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      response.end(JSON.stringify(answer(path)));
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  blocksFor(origin);
  // The page is served by that server: its relative addresses (/remotes.json) reach it.
  (Reflect.get(globalThis, 'jsdom') as { reconfigure(options: { url: string }): void }).reconfigure({
    url: `${origin}/`,
  });
});
afterAll(async () => {
  await new Promise((closed) => server.close(closed));
});

/** Any promise, as the matcher sees it. */
const aPromise: unknown = expect.any(Promise);

function run(pathname: string, blocks: { deployment?: Deployment | null | object } = { deployment }) {
  window.history.replaceState(null, '', pathname);
  document.head.innerHTML =
    `<script id="first-load-config" type="application/json">${JSON.stringify(config)}</script>` +
    ('deployment' in blocks
      ? `<script id="deployment" type="application/json">${JSON.stringify(blocks.deployment)}</script>`
      : '');
  // Run as the page runs it: a classic script in the page's global scope.
  runInThisContext(firstLoadScript());
  return Reflect.get(window, '__MARKETPLACE_PRELOAD__') as FirstLoadState;
}

const links = () => [...document.head.querySelectorAll('link')].map((l) => `${l.rel} ${l.href}`);
/** The remote's entry and its pages' files, as the test manifest declares them, are in the page. */
const expectManifestPreloads = () =>
  expect(links()).toEqual(
    expect.arrayContaining([
      `modulepreload ${origin}/v/7/remoteEntry.js`,
      `modulepreload ${origin}/v/7/assets/pages-1.js`,
      `stylesheet ${origin}/v/7/assets/pages-2.css`,
    ]),
  );
/** Two turns of the event loop: the script starts held code in a task after the one that decided to. */
const settle = () => new Promise((resolve) => setTimeout(() => setTimeout(resolve, 0), 0));
/** Past the browser's next frame, when the script looks at the first screen's photo. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('the first-load script', () => {
  /** The script's requests, as it made them (whether or not the server has them yet). */
  let fetched: MockInstance<typeof fetch>;
  beforeEach(() => {
    fetched = vi.spyOn(globalThis, 'fetch');
    received.length = 0;
    answers.manifest = manifest;
    answers.remotes = deployment;
  });
  afterEach(async () => {
    // A test that had the remote's manifest asked for ends once all its preloads are in: they are
    // added a few to a task, and the last ones would otherwise land in the next test's page (and
    // read the clock a test may be counting).
    const askedForManifest = fetched.mock.calls.some(([url]) => url === `${origin}/v/7/mf-manifest.json`);
    fetched.mockRestore();
    if (answers.manifest === manifest && askedForManifest) await vi.waitFor(expectManifestPreloads);
    document.head.innerHTML = '';
  });

  test("starts the route's read with its argument, and preloads the photo the answer names first", async () => {
    const state = run('/category/rent/abc%20d');
    expect(Object.keys(state.reads)).toEqual(['listing/abc d']);
    await requestsAfter(2);
    expect(received).toContainEqual({ method: 'GET', path: '/documents/listings/abc%20d', body: '' });
    await vi.waitFor(() => expect(links()).toContain('preload http://img.test/1.jpg'));
  });

  test('preloads the size of the photo the page shows, when the route names its rewrite', async () => {
    const listingRoute = deployment.routes[1]!;
    const request = listingRoute.read!.request!;
    request.photoUrl = { match: '^http://img\\.test/(\\d+)\\.jpg$', replace: 'http://img.test/small/$1.webp' };
    try {
      run('/category/rent/abc');
      await vi.waitFor(() => expect(links()).toContain('preload http://img.test/small/1.webp'));
      expect(links()).not.toContain('preload http://img.test/1.jpg');
    } finally {
      delete request.photoUrl;
    }
  });

  test('JSON-escapes the argument in a body, and starts no read for a value the route does not read', async () => {
    run('/category/rent');
    await requestsAfter(2);
    expect(received).toContainEqual({ method: 'POST', path: '/documents:runQuery', body: '{"type":"rent"}' });
    const state = run('/category/houses');
    expect(Object.keys(state.reads)).toEqual([]);
  });

  test('starts no read the server already answered in the page (its first screen is in the HTML)', async () => {
    window.history.replaceState(null, '', '/category/rent');
    const served =
      '<script id="first-screen-read" type="application/json" data-key="category-listings/rent">[]</script>';
    document.body.innerHTML = served;
    try {
      const state = run('/category/rent');
      expect(Object.keys(state.reads)).toEqual([]);
      // What it does ask for (the remote's manifest, once the screen's photo is there) comes first.
      await settle();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(received.map((request) => request.path)).not.toContain('/documents:runQuery');
    } finally {
      document.body.innerHTML = '';
    }
  });

  test('under a first screen in the HTML, the site’s code and the remote start once the screen’s photo has loaded', async () => {
    document.body.innerHTML =
      '<script id="first-screen-read" type="application/json" data-key="category-listings/rent">[]</script>' +
      '<main id="first-screen"><img src="http://img.test/1.jpg" /></main>' +
      '<link rel="after-first-screen" data-after-first-screen="stylesheet" href="/assets/shell.css">' +
      '<link rel="after-first-screen" data-after-first-screen="modulepreload" crossorigin href="/assets/chunk.js">' +
      '<script type="text/plain" data-after-first-screen="module" crossorigin src="/assets/entry.js"></script>';
    const photo = document.querySelector('img')!;
    Object.defineProperty(photo, 'complete', { value: false, configurable: true });
    try {
      run('/category/rent');
      await settle();
      await nextFrame();
      expect(received.map((request) => request.path)).not.toContain('/v/7/mf-manifest.json');
      expect(
        document.querySelector('script[type="module"], link[rel="modulepreload"], link[rel="stylesheet"]'),
      ).toBeNull();

      photo.dispatchEvent(new Event('load'));
      // Loaded is not painted: the code waits for the frame after it.
      expect(document.querySelector('script[type="module"]')).toBeNull();
      await vi.waitFor(() => expect(received.map((request) => request.path)).toContain('/v/7/mf-manifest.json'));
      const entry = document.querySelector('body > script[src="/assets/entry.js"]');
      expect(entry?.getAttribute('type')).toBe('module');
      expect(entry?.hasAttribute('crossorigin')).toBe(true);
      expect(entry?.hasAttribute('data-after-first-screen')).toBe(false);
      expect(document.querySelector('link[href="/assets/chunk.js"]')?.getAttribute('rel')).toBe('modulepreload');
      // The shell's whole stylesheet, which the server cut to the first screen's rules, with it.
      expect(document.querySelector('link[href="/assets/shell.css"]')?.getAttribute('rel')).toBe('stylesheet');
    } finally {
      document.body.innerHTML = '';
    }
  });

  test("the held code starts in the page's order, 10 ms of it to a task (no long task while the page is on screen)", async () => {
    const held = Array.from(
      { length: 13 },
      (_, i) => `<link rel="after-first-screen" data-after-first-screen="modulepreload" href="/assets/chunk-${i}.js">`,
    );
    document.body.innerHTML =
      held.join('') + '<script type="text/plain" data-after-first-screen="module" src="/assets/entry.js"></script>';
    const started = () =>
      [...document.querySelectorAll('link[rel="modulepreload"][href^="/assets/chunk-"]')].map((l) =>
        l.getAttribute('href'),
      );
    // A slow device: each start takes 4 ms, so a task's budget is spent after three. The clock is
    // counted in this test's starts, not in looks at it: nothing else that reads it can move it.
    const now = vi.spyOn(performance, 'now').mockImplementation(() => 4 * started().length);
    try {
      // No first screen: nothing to wait for, the first three start at once.
      run('/saved');
      expect(started()).toEqual(Array.from({ length: 3 }, (_, i) => `/assets/chunk-${i}.js`));
      // The next three in the next task.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(started()).toEqual(Array.from({ length: 6 }, (_, i) => `/assets/chunk-${i}.js`));
      await vi.waitFor(() => expect(started()).toEqual(Array.from({ length: 13 }, (_, i) => `/assets/chunk-${i}.js`)));
      await vi.waitFor(() =>
        expect(document.querySelector('script[src="/assets/entry.js"]')?.getAttribute('type')).toBe('module'),
      );
    } finally {
      now.mockRestore();
      document.body.innerHTML = '';
    }
  });

  test('on a fast device the held code starts in one task', () => {
    const held = Array.from(
      { length: 13 },
      (_, i) => `<link rel="after-first-screen" data-after-first-screen="modulepreload" href="/assets/chunk-${i}.js">`,
    );
    document.body.innerHTML = held.join('');
    // Every start within the same millisecond.
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    try {
      run('/saved');
      expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(13);
    } finally {
      now.mockRestore();
      document.body.innerHTML = '';
    }
  });

  test('where the browser reports the photo’s paint (Element Timing), the code starts on that report, not on its load', async () => {
    const observers: { report: PerformanceObserverCallback; self: PerformanceObserver }[] = [];
    class ReportingObserver {
      static supportedEntryTypes = ['element', 'largest-contentful-paint'];
      constructor(private report: PerformanceObserverCallback) {}
      observe() {
        observers.push({ report: this.report, self: this as unknown as PerformanceObserver });
      }
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', ReportingObserver);
    document.body.innerHTML =
      '<script id="first-screen-read" type="application/json" data-key="category-listings/rent">[]</script>' +
      '<main id="first-screen"><h1>Rent</h1><img elementtiming="first-screen-photo" src="http://img.test/1.jpg" /></main>' +
      '<script type="text/plain" data-after-first-screen="module" crossorigin src="/assets/entry.js"></script>';
    const photo = document.querySelector('img')!;
    // Loading, and laid out on screen (jsdom loads and lays out nothing).
    Object.defineProperty(photo, 'complete', { value: false, configurable: true });
    photo.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 80, width: 390, height: 240 });
    const paintOf = (element: Element) =>
      ({ getEntries: () => [{ entryType: 'element', element }] }) as unknown as PerformanceObserverEntryList;
    try {
      run('/category/rent');
      await settle();
      await nextFrame();
      photo.dispatchEvent(new Event('load'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(document.querySelector('script[type="module"]')).toBeNull();

      // Another element's paint is not the photo's.
      for (const { report, self } of observers) report(paintOf(document.querySelector('h1')!), self);
      await settle();
      expect(document.querySelector('script[type="module"]')).toBeNull();

      for (const { report, self } of observers) report(paintOf(photo), self);
      await settle();
      expect(document.querySelector('body > script[src="/assets/entry.js"]')?.getAttribute('type')).toBe('module');
    } finally {
      vi.unstubAllGlobals();
      document.body.innerHTML = '';
    }
  });

  test('a photo that failed already, or lies off the screen, does not hold the code for a paint report', async () => {
    vi.stubGlobal(
      'PerformanceObserver',
      class NeverReporting {
        static supportedEntryTypes = ['element'];
        observe() {}
        disconnect() {}
      },
    );
    const page = (photo: string) =>
      '<script id="first-screen-read" type="application/json" data-key="category-listings/rent">[]</script>' +
      `<main id="first-screen">${photo}</main>` +
      '<script type="text/plain" data-after-first-screen="module" crossorigin src="/assets/entry.js"></script>';
    const started = () => document.querySelector('body > script[src="/assets/entry.js"]')?.getAttribute('type');
    try {
      // Failed before the script looked: started at once.
      document.body.innerHTML = page('<img elementtiming="first-screen-photo" src="http://img.test/gone.jpg" />');
      const failed = document.querySelector('img')!;
      Object.defineProperty(failed, 'complete', { value: true, configurable: true }); // and naturalWidth 0
      failed.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 80, width: 390, height: 240 });
      run('/category/rent');
      await vi.waitFor(() => expect(started()).toBe('module'));

      // Below the fold (a browser may never report its paint): started the frame after its load.
      document.body.innerHTML = page('<img elementtiming="first-screen-photo" src="http://img.test/1.jpg" />');
      const below = document.querySelector('img')!;
      Object.defineProperty(below, 'complete', { value: false, configurable: true });
      below.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 2000, width: 390, height: 240 });
      run('/category/rent');
      await settle();
      await nextFrame();
      expect(started()).toBe('text/plain');
      below.dispatchEvent(new Event('load'));
      await vi.waitFor(() => expect(started()).toBe('module'));
    } finally {
      vi.unstubAllGlobals();
      document.body.innerHTML = '';
    }
  });

  test("asks for the route's remote manifest and preloads what it declares for its pages", async () => {
    run('/category/rent');
    await vi.waitFor(expectManifestPreloads);
    expect(received).toContainEqual({ method: 'GET', path: '/v/7/mf-manifest.json', body: '' });
  });

  test("a route's own preloads are added in its order, 10 ms of them to a task, a stylesheet as a stylesheet", async () => {
    const routeLinks = () => links().filter((link) => link.includes('/v/7/assets/contact'));
    // A slow device: each start takes 4 ms, so a task's budget is spent after three (the clock is
    // counted in this route's links: the remote's own preloads, added meanwhile, cannot move it).
    const now = vi.spyOn(performance, 'now').mockImplementation(() => 4 * routeLinks().length);
    try {
      // No first screen: nothing to wait for; the first three are added in one task.
      run('/contact/alice');
      await vi.waitFor(() => expect(routeLinks().length).toBeGreaterThanOrEqual(3));
      expect(routeLinks()).toHaveLength(3);
      expect(routeLinks()).toEqual(
        Array.from({ length: 3 }, (_, i) => `modulepreload ${origin}/v/7/assets/contact-${i}.js`),
      );
      await vi.waitFor(() => expect(routeLinks()).toHaveLength(13));
      expect(routeLinks()).toEqual([
        ...Array.from({ length: 12 }, (_, i) => `modulepreload ${origin}/v/7/assets/contact-${i}.js`),
        `stylesheet ${origin}/v/7/assets/contact.css`,
      ]);
    } finally {
      now.mockRestore();
    }
  });

  test('does nothing for a path no remote serves', async () => {
    const state = run('/nowhere');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([]);
    expect(state).toEqual({ deployment: aPromise, reads: {}, taps: [] });
  });

  test('without a deployment in the page (dev server, shell not deployed) it reads /remotes.json', async () => {
    const state = run('/category/sale', { deployment: null });
    await expect(state.deployment).resolves.toEqual(deployment);
    expect(received).toContainEqual({ method: 'GET', path: '/remotes.json', body: '' });
    // Asked with the cache mode 'no-cache': revalidated, never an old deployment from the cache.
    expect(cacheControl.get('/remotes.json')).toBe('max-age=0');
    await settle();
    expect(Object.keys(state.reads)).toEqual(['category-listings/sale']);
    await vi.waitFor(() =>
      expect(received).toContainEqual({ method: 'POST', path: '/documents:runQuery', body: '{"type":"sale"}' }),
    );
  });

  test('a block or a manifest without the shape it reads is not trusted: no read, no preload from it', async () => {
    answers.manifest = { metaData: {}, exposes: 'all' };
    const state = run('/category/sale', { deployment: { routes: 'everything' } });
    await expect(state.deployment).resolves.toEqual(deployment);
    expect(received).toContainEqual({ method: 'GET', path: '/remotes.json', body: '' });
    // The manifest was asked for and answered; nothing of it is preloaded.
    await vi.waitFor(() => expect(received.map((request) => request.path)).toContain('/v/7/mf-manifest.json'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(links().filter((link) => link.startsWith('modulepreload'))).toEqual([]);
  });

  test('keeps a tap on a first-screen button for the page (once if repeated), and lets links and later taps be', () => {
    document.body.innerHTML =
      '<main id="first-screen"><div><a href="/offers">Offers</a><button type="button">Share</button>' +
      '<form><input name="q"><button>Search</button></form></div></main>';
    try {
      const state = run('/nowhere');
      const [share, search] = document.querySelectorAll('button');
      const link = document.querySelector('a')!;
      const tap = (element: Element) =>
        element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      expect(tap(share!)).toBe(false); // its default prevented: the page's own button acts on it
      tap(share!);
      expect(share!.getAttribute('aria-busy')).toBe('true');
      expect(tap(search!)).toBe(false); // a submit button sends nothing yet
      link.addEventListener('click', (event) => event.preventDefault()); // jsdom would not navigate anyway
      tap(link);
      expect(state.taps).toEqual([
        { path: [0, 1], action: 'click' },
        { path: [0, 2, 1], action: 'click' },
      ]);
      state.tookOver = true;
      tap(share!);
      expect(state.taps).toHaveLength(2);
    } finally {
      document.body.innerHTML = '';
    }
  });
});
