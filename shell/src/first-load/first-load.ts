// The shell's first-load script. The build compiles it into index.html as an inline classic
// script (shell/build/first-load-script.mjs; the CSP allows it by its hash), so it runs while the
// HTML is parsed, before any of the site's JavaScript has downloaded. It starts what the current
// route needs:
// - the route's first data read, so the listings are on their way at once;
// - in the composed build, the remote that serves the route: its entry, and the chunks and the
//   stylesheets its manifest declares for its pages (without this, the remote is discovered only
//   after the shell's code has run).
// Which remote serves which route, and where it lives, comes from the deployment (the JSON block
// the deploy step writes; without it, as on the dev server, from /remotes.json), and so do the read
// requests: each route's remote writes its own (RouteDeclaration.read.request). The site's Firestore
// address and the packages the shell provides come from the build's own JSON block (FirstLoadConfig).
// What it started is left in window.__MARKETPLACE_PRELOAD__ (FirstLoadState): the shell takes the
// deployment it fetched, the remotes' data functions the reads (site-contract's takeEarlyRead).
// No imports but types and site-contract's route matcher (which imports nothing, and the build
// inlines: shell/build/first-load-script.mjs), no exports: the compiled text stands alone.
import { findRoute } from 'site-contract/route-match';
import { pathWithin } from 'site-contract/element-path';
import type {
  AfterFirstScreenAttribute,
  Deployment,
  EarlyReadModule,
  DeploymentBlockId,
  FirstLoadConfig,
  FirstLoadConfigId,
  FirstLoadGlobal,
  FirstLoadState,
  FirstReadRequest,
  FirstScreenHeldClass,
  FirstScreenId,
  FirstScreenTap,
  FirstScreenToggledAttribute,
  FirstScreenReadId,
} from 'site-contract';

const GLOBAL: FirstLoadGlobal = '__MARKETPLACE_PRELOAD__';
const CONFIG_ID: FirstLoadConfigId = 'first-load-config';
const DEPLOYMENT_ID: DeploymentBlockId = 'deployment';
const FIRST_SCREEN_READ_ID: FirstScreenReadId = 'first-screen-read';
const FIRST_SCREEN_ID: FirstScreenId = 'first-screen';
const AFTER_FIRST_SCREEN: AfterFirstScreenAttribute = 'data-after-first-screen';
const FIRST_SCREEN_HELD: FirstScreenHeldClass = 'first-screen-held';
const TOGGLED: FirstScreenToggledAttribute = 'data-first-screen-toggled';
/** What a tap on the first screen is kept for: a button (links work as links, fields as fields). */
const TAPPED_CONTROL = 'button, [role="button"]';
/** The longest the site's code waits for the first screen's photo (see afterFirstScreenPhoto). */
const FIRST_SCREEN_PHOTO_WAIT_MS = 2_000;
/**
 * How long one task may go on starting held elements and preloads before it gives the browser its
 * turn (decision record 054). Each starts a request, and inserting a module script can compile it
 * there and then: three dozen in one task took 60 ms on a desktop, and six (042's fixed count) still
 * made tasks of 50-80 ms on a CPU slowed 4× (long tasks, in which a tap on the painted page waits).
 * A budget of time, not a count, keeps each task short on a slow phone and starts everything in
 * one task on a fast desktop.
 */
const TASK_BUDGET_MS = 10;

/** The manifest fields read here (mf-manifest.json, as the remotes' build writes it). */
interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

/** An object whose fields can be read (JSON from the page or the network is `unknown` until then). */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The build's block, when it has the fields read here. */
function isConfig(value: unknown): value is FirstLoadConfig {
  return isRecord(value) && typeof value.documentsUrl === 'string' && typeof value.federated === 'boolean';
}

/** A deployment, when it has the fields read here (the shell parses it whole with the contract's schema). */
function isDeployment(value: unknown): value is Deployment {
  return isRecord(value) && Array.isArray(value.routes) && isRecord(value.remotes);
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A remote's manifest, when it has the fields read here. */
function isManifest(value: unknown): value is RemoteManifest {
  if (!isRecord(value) || !isRecord(value.metaData) || !Array.isArray(value.exposes)) return false;
  const entry = value.metaData.remoteEntry;
  return (
    isRecord(entry) &&
    typeof entry.name === 'string' &&
    typeof entry.path === 'string' &&
    value.exposes.every(
      (expose) =>
        isRecord(expose) &&
        typeof expose.path === 'string' &&
        isRecord(expose.assets) &&
        isRecord(expose.assets.js) &&
        isRecord(expose.assets.css) &&
        isStringList(expose.assets.js.sync) &&
        isStringList(expose.assets.css.sync),
    )
  );
}

function readBlock(id: string): unknown {
  const block = document.getElementById(id);
  if (!block) return undefined;
  try {
    return JSON.parse(block.textContent || 'null');
  } catch {
    return undefined;
  }
}

function addLink(rel: string, href: string, as?: string) {
  if (document.querySelector(`link[href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  if (as) link.as = as;
  document.head.appendChild(link);
}

/** Resumes in a task of its own, after what the browser has waiting (a tap, a frame). */
const nextTask = () => new Promise<void>((resume) => setTimeout(resume, 0));

/** A link to add: its rel and its absolute address. */
type PlannedLink = readonly [rel: 'modulepreload' | 'stylesheet', href: string];

/**
 * Runs `start` on each of `items` in their order, for TASK_BUDGET_MS of a task at a time: each
 * starts a request, and three dozen of them (the held code, 042) or a route's dozen preloads (051)
 * in one task were a long task on a slowed phone. At least one starts in each task.
 */
async function startInTasks<T>(items: readonly T[], start: (item: T) => void) {
  let taskStart = performance.now();
  for (const [index, item] of items.entries()) {
    if (index > 0 && performance.now() - taskStart >= TASK_BUDGET_MS) {
      await nextTask();
      taskStart = performance.now();
    }
    start(item);
  }
}

/** Adds `links` in the order given, a few milliseconds of them to a task. */
const addLinksInTasks = (links: readonly PlannedLink[]) => startInTasks(links, ([rel, href]) => addLink(rel, href));

/**
 * Starts `request` for the route argument `arg`, kept under `key` (the key shared-firebase looks
 * for). The argument replaces {arg}: URL-encoded in the URL, JSON-escaped in the body (replacer
 * functions: a `$` in it is no replacement pattern). A string body goes as text/plain: no CORS
 * preflight. A failure is left for the data function, which then reads through the SDK.
 */
function startRead(
  state: FirstLoadState,
  config: FirstLoadConfig,
  key: string,
  request: FirstReadRequest,
  arg: string | undefined,
) {
  // The server rendered the page's first screen from this read, and wrote its answer in the page.
  if (document.getElementById(FIRST_SCREEN_READ_ID)?.dataset.key === key) return;
  const body = request.body?.replace('{arg}', () => JSON.stringify(arg ?? '').slice(1, -1));
  const url = request.url
    .replace('{documents}', () => config.documentsUrl)
    .replace('{arg}', () => encodeURIComponent(arg ?? ''));
  const response = fetch(url, { method: request.method, body });
  response.catch(() => undefined);
  state.reads[key] = { response, startedAt: performance.now() };
  const photos = request.photos;
  if (!photos) return;
  // The photo the page shows first, so it is in the cache when the page renders.
  response
    .then((answer) => (answer.ok ? (answer.clone().json() as Promise<unknown>) : undefined))
    .then((json) => {
      const values = photos.reduce<unknown>(
        (node: unknown, step): unknown =>
          typeof node === 'object' && node !== null ? Reflect.get(node, step) : undefined,
        json,
      );
      const list: unknown[] = Array.isArray(values) ? values : [];
      const first = list
        .map((value): unknown =>
          typeof value === 'object' && value !== null ? Reflect.get(value, 'stringValue') : undefined,
        )
        .find((value): value is string => typeof value === 'string' && /^https?:\/\//i.test(value));
      if (!first) return;
      const rewrite = request.photoUrl;
      addLink('preload', rewrite ? first.replace(new RegExp(rewrite.match), rewrite.replace) : first, 'image');
    })
    .catch(() => undefined);
}

/**
 * Asks for the manifest of the remote at `manifestUrl` and preloads what it declares for its pages: the remote's entry, the chunks of its `./pages` entry
 * and its stylesheets (added as stylesheets, not preloads: the remote entry finds them and does
 * not wait for them).
 */
function preloadRemote(manifestUrl: string) {
  fetch(manifestUrl)
    .then((response) => (response.ok ? (response.clone().json() as Promise<unknown>) : undefined))
    .then((json) => {
      if (!isManifest(json)) return;
      const at = (file: string) => new URL(file, new URL('.', manifestUrl)).href;
      const entry = json.metaData.remoteEntry;
      const pages = json.exposes.find((expose) => expose.path === './pages');
      return addLinksInTasks([
        ['modulepreload', at((entry.path ? `${entry.path}/` : '') + entry.name)],
        ...(pages?.assets.js.sync ?? []).map((file): PlannedLink => ['modulepreload', at(file)]),
        ...(pages?.assets.css.sync ?? []).map((file): PlannedLink => ['stylesheet', at(file)]),
      ]);
    })
    .catch(() => undefined);
}

/**
 * Imports the route's early-read module (a file of the remote that serves it) and starts the read
 * it asks for this address. Its first import costs one request, on the remote's origin, which the
 * route's chunks need anyway; a failure is left for the page, which then reads by itself.
 */
function startModuleRead(state: FirstLoadState, config: FirstLoadConfig, moduleUrl: string) {
  const loading: Promise<unknown> = import(moduleUrl);
  loading
    .then((module) => {
      if (!isRecord(module) || typeof module.earlyRead !== 'function') return;
      // A function of the remote's own early-read module (site-contract's EarlyReadModule): its
      // signature cannot be checked at run time; what it returns is used only as a request.
      const earlyRead = module.earlyRead as EarlyReadModule['earlyRead'];
      const read = earlyRead(new URL(location.href), config.documentsUrl);
      if (read) startRead(state, config, read.key, read.request, undefined);
    })
    .catch(() => undefined);
}

/** Starts what the route of this page needs, once the deployment is known. */
function startRoute(state: FirstLoadState, config: FirstLoadConfig, deployment: Deployment) {
  const found = findRoute(deployment.routes, location.pathname);
  if (!found) return;
  const { route, params } = found;
  const read = route.read;
  const request = read?.request;
  const arg = read?.param ? params[read.param] : undefined;
  if (read && request && (!read.param || arg) && (!read.values || read.values.includes(arg ?? ''))) {
    startRead(state, config, read.param ? `${read.name}/${arg}` : read.name, request, arg);
  }
  const remote = deployment.remotes[route.remote];
  if (!config.federated || !remote) return;
  const manifestUrl = new URL(remote.manifest, location.origin).href;
  // The server rendered the page's first screen from its read: nothing to ask for it.
  const served = document.getElementById(FIRST_SCREEN_READ_ID) !== null;
  if (route.earlyReadModule && !served)
    startModuleRead(state, config, new URL(route.earlyReadModule, manifestUrl).href);
  const preloads = route.preload ?? [];
  afterFirstScreenPhoto(() => {
    preloadRemote(manifestUrl);
    // The page's own chunks and stylesheets, with the remote's entry rather than after it has run.
    void addLinksInTasks(
      preloads.map((file): PlannedLink => [
        file.endsWith('.css') ? 'stylesheet' : 'modulepreload',
        new URL(file, manifestUrl).href,
      ]),
    );
  });
}

/** The wait for the first screen's photo, started once (both the site's code and the remote's preloads wait on it). */
let photoWait: Promise<void> | undefined;

/** Whether `element` is laid out within the viewport (a photo off it may never be reported painted). */
function onScreen(element: Element) {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && box.top < innerHeight && box.bottom > 0;
}

/** Calls `then` in a task of its own after the browser's next frame (its layout and paint done). */
function afterNextFrame(then: () => void) {
  requestAnimationFrame(() => setTimeout(then, 0));
}

/**
 * Calls `done` once the browser has painted `photo`: its Element Timing entry where the browser
 * reports one (the photo names itself with an `elementtiming` attribute), else the frame after its
 * load (or failure). A load is not a paint: the decoded photo reaches the screen a frame or more
 * later, and code started in between competes with that paint (and is counted in the simulated
 * phone's LCP, which takes every request started before it).
 */
function whenPainted(photo: HTMLImageElement, done: () => void) {
  // Failed already: never painted.
  if (photo.complete && photo.naturalWidth === 0) return done();
  const reported =
    photo.hasAttribute('elementtiming') &&
    onScreen(photo) &&
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes.includes('element');
  if (reported) {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => 'element' in entry && entry.element === photo)) return;
      observer.disconnect();
      done();
    });
    observer.observe({ type: 'element', buffered: true });
    // A photo that fails to load is never painted.
    photo.addEventListener('error', () => done());
    return;
  }
  if (photo.complete) return afterNextFrame(done);
  photo.addEventListener('load', () => afterNextFrame(done));
  photo.addEventListener('error', () => done());
}

/**
 * Runs `then` at once, or, in a page whose first screen the server rendered into the HTML, once
 * that screen's photo (its largest paint) has been painted or has failed, FIRST_SCREEN_PHOTO_WAIT_MS
 * at most: the page is on screen already, and the site's code would only share the network and the
 * main thread with it.
 */
function afterFirstScreenPhoto(then: () => void) {
  if (!document.getElementById(FIRST_SCREEN_READ_ID)) return then();
  photoWait ??= new Promise<void>((done) => {
    setTimeout(done, FIRST_SCREEN_PHOTO_WAIT_MS);
    const watch = () => {
      const photo = document.querySelector<HTMLImageElement>(`#${FIRST_SCREEN_ID} img[src]`);
      if (!photo) return done();
      // Looked at once the browser has laid the page out for a frame of its own: looked at on
      // 'interactive', where the photo's place is not yet known, the check forced the page's whole
      // first layout into this script's task (14–40 ms here), one long task with the parsing.
      afterNextFrame(() => whenPainted(photo, done));
    };
    // The first screen is in the body: parsed by 'interactive'.
    if (document.readyState !== 'loading') watch();
    else
      document.addEventListener('readystatechange', function parsed() {
        document.removeEventListener('readystatechange', parsed);
        watch();
      });
  });
  // Each in a task of its own, once the photo is painted: the page stays free between them.
  void photoWait.then(() => setTimeout(then, 0));
}

/** Starts one element the server held back: a module script, a module preload or a stylesheet. */
function startHeld(held: HTMLElement) {
  const kind = held.getAttribute(AFTER_FIRST_SCREEN);
  const started = document.createElement(held instanceof HTMLScriptElement ? 'script' : 'link');
  for (const { name, value } of held.attributes) if (name !== AFTER_FIRST_SCREEN) started.setAttribute(name, value);
  if (started instanceof HTMLScriptElement && kind === 'module') started.type = 'module';
  else if (started instanceof HTMLLinkElement && (kind === 'modulepreload' || kind === 'stylesheet'))
    started.rel = kind;
  else return;
  held.replaceWith(started);
}

/**
 * Starts the site's own code the server held back under a first screen (its module preloads and
 * scripts, written inert: site-contract's AfterFirstScreenAttribute), in the order of the page,
 * TASK_BUDGET_MS of them to a task.
 */
function startHeldCode() {
  return startInTasks([...document.querySelectorAll<HTMLElement>(`[${AFTER_FIRST_SCREEN}]`)], startHeld);
}

/**
 * Keeps the taps on the first screen's buttons for the page (issue 50): until the page has taken
 * the screen over, a button of the server's markup would do nothing, so its tap is kept (the
 * button shows it is busy) and the shell gives it to the page's own button (site-contract's
 * takeFirstScreenTaps). A tap repeated on the same button before then is one tap: the person saw
 * nothing happen. A form sent with Enter is kept the same way. Links, fields and a panel's title
 * keep their own behaviour (what they did is carried over by the shell).
 */
function keepFirstScreenTaps(state: FirstLoadState) {
  const taps: FirstScreenTap[] = [];
  state.taps = taps;
  const screenOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest(`#${FIRST_SCREEN_ID}, .${FIRST_SCREEN_HELD}`) : null;
  const keep = (box: Element, element: Element, action: FirstScreenTap['action']) => {
    const path = pathWithin(box, element);
    if (!path) return;
    const last = taps[taps.length - 1];
    if (!last || last.action !== action || last.path.join() !== path.join()) taps.push({ path, action });
  };
  const onClick = (event: MouseEvent) => {
    if (state.tookOver) return document.removeEventListener('click', onClick, true);
    const box = screenOf(event.target);
    if (!box || !(event.target instanceof Element)) return;
    // A panel's title opens or closes it at once; the shell carries that over to the page.
    const summary = event.target.closest('summary');
    if (summary && box.contains(summary)) summary.parentElement?.setAttribute(TOGGLED, '');
    const control = event.target.closest(TAPPED_CONTROL);
    if (!control || !box.contains(control)) return;
    event.preventDefault();
    control.setAttribute('aria-busy', 'true');
    keep(box, control, 'click');
  };
  const onSubmit = (event: SubmitEvent) => {
    if (state.tookOver) return document.removeEventListener('submit', onSubmit, true);
    const box = screenOf(event.target);
    if (!box || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    keep(box, event.target, 'submit');
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  // A page without a first screen keeps nothing: once parsed, its clicks are not looked at again.
  const withoutFirstScreen = () => {
    if (document.getElementById(FIRST_SCREEN_ID)) return;
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
  };
  if (document.readyState !== 'loading') withoutFirstScreen();
  else document.addEventListener('DOMContentLoaded', withoutFirstScreen, { once: true });
}

function firstLoad() {
  // Whatever happens below, the site's code starts (at once, unless a first screen holds it back).
  afterFirstScreenPhoto(() => void startHeldCode());
  const state: FirstLoadState = { reads: {} };
  Reflect.set(window, GLOBAL, state);
  keepFirstScreenTaps(state);
  const config = readBlock(CONFIG_ID);
  if (!isConfig(config) || !window.fetch) return;
  const inline = readBlock(DEPLOYMENT_ID);
  if (isDeployment(inline)) {
    state.deployment = Promise.resolve(inline);
    startRoute(state, config, inline);
    return;
  }
  const fetched = fetch(new URL('/remotes.json', location.href).href, { cache: 'no-cache' }).then((response) => {
    if (!response.ok) throw new Error(`GET /remotes.json: ${response.status}`);
    return response.json().then((json: unknown) => {
      if (!isDeployment(json)) throw new Error('GET /remotes.json: not a deployment');
      return json;
    });
  });
  state.deployment = fetched;
  // Nothing to wait for if it fails: the shell asks for /remotes.json again and reports it.
  fetched.then((deployment) => startRoute(state, config, deployment)).catch(() => undefined);
}

firstLoad();
