// A page's first screen in its HTML (issue 38; decision records 021 and 024). The route's slice
// renders it in its own server function (RouteDeclaration's `firstScreenFunction`, issue 48) from
// the answer of the route's first read, and the site's server writes both into the page (their
// shape: first-screen-fragment.ts): the markup into the shell's page area (FirstScreenId), the
// answer into a JSON block (FirstScreenReadId) under the read's key. The remote's page then takes
// the answer synchronously (takeFirstScreenRead) and renders the same markup at its first render:
// the shell swaps its page in for the server's markup in one commit, with no read of its own.
//
// The names are literal types, as in first-load.ts: the parts write them out and type them with these.
import type { PageLocale } from './locale.ts';
import type { ModuleFirstRead } from './first-load.ts';

/** The id of the element of the shell's HTML that holds the page's first screen. */
export type FirstScreenId = 'first-screen';
/** The id of the JSON block holding the answer the first screen was rendered from. */
export type FirstScreenReadId = 'first-screen-read';
/**
 * The attribute that holds back the site's own scripts in a page with a first screen: the server
 * writes the app's module scripts and module preloads inert, with their kind in it
 * (`<script type="text/plain" data-after-first-screen="module" src=…>`, `<link
 * rel="after-first-screen" data-after-first-screen="modulepreload" href=…>`, and the shell's whole
 * stylesheet as `data-after-first-screen="stylesheet"`), and the first-load script starts them
 * once the first screen's photo is there: the page is on screen already, and the code would only
 * share the network with its largest paint.
 */
export type AfterFirstScreenAttribute = 'data-after-first-screen';
/**
 * The attribute of a stylesheet the shell's build wrote into its page (`<style data-href="/assets/…css">`):
 * the file it holds. Under a first screen the site's server cuts it to the rules the page's markup
 * can use and has the whole file loaded with the site's code (issue 50: the HTML in one round trip).
 */
export type InlinedStylesheetAttribute = 'data-href';
/**
 * The class of the shell's box that holds the first screen's nodes in the page area until the page
 * takes it over (the first-load script keeps the taps in it, as in FirstScreenId's element).
 */
export type FirstScreenHeldClass = 'first-screen-held';
/**
 * The attribute the first-load script gives a panel (`<details>`) of the first screen that a
 * person opened or closed: the shell carries that panel's state over to the page, and no other's
 * (the page may open a panel the server drew closed: a desktop's filters).
 */
export type FirstScreenToggledAttribute = 'data-first-screen-toggled';

/** What a slice's server function asks its first-screen renderer. */
export interface FirstScreenRequest {
  /** The route's path as declared ('/category/:categoryName'). */
  route: string;
  /** The page's address: path and query string ('/category/rent'). */
  url: string;
  /** The key the route's first read is kept under ('category-listings/rent'; site-contract's earlyReadKey). */
  key?: string;
  /** The JSON answer of that read (undefined when the route has none, or it failed). */
  answer: unknown;
  /**
   * The language the page is drawn in (issue 88): the site's language where the route's page
   * speaks it, else English (the default).
   */
  locale?: PageLocale;
}

/** A first screen: the page's markup as its first render makes it, and the page's HTTP status. */
export interface RenderedFirstScreen {
  html: string;
  /** 404: the page says that what the address names is not there (a deleted listing). */
  status: 200 | 404;
}

/**
 * What a slice's first-screen renderer exports (bundled into the slice's own server function: it
 * runs in Node, never in the browser). Null: this address gets no first screen (the page then
 * renders it).
 */
export interface FirstScreenModule {
  renderFirstScreen(request: FirstScreenRequest): RenderedFirstScreen | null | Promise<RenderedFirstScreen | null>;
  /**
   * The first read of a route whose read depends on the whole address (its query string: a
   * search), where the route declares none: the same read the page asks first (its early-read
   * module's), or null when this address gets no first screen (the server does not know the
   * screen's width, and a phone showing a map reads the map's area).
   */
  firstRead?(request: { route: string; url: URL; documentsUrl: string }): ModuleFirstRead | null;
}

const READ_BLOCK: FirstScreenReadId = 'first-screen-read';

let taken: { key: string; answer: unknown; readAt?: number } | undefined;

/**
 * How old a first screen's read may be for the page to make no read of its own (issue 83): a page
 * the server made just now. A page a CDN kept (up to a minute, then stale while it is made again)
 * holds an older read: the page shows it at once and reads again behind it, so a home published a
 * moment ago still appears on the list.
 */
export const FRESH_FIRST_SCREEN_READ_MS = 5_000;

/**
 * The answer the page's first screen was rendered from, if the HTML holds one under `key`: at
 * once, without a read, so the page's first render shows what the server's markup showed. Taken
 * once (the block leaves the document); asked again with the same key during that first render
 * (a component rendered twice), the same answer.
 */
export function takeFirstScreenRead(key: string): unknown {
  if (taken?.key === key) return taken.answer;
  if (typeof document === 'undefined') return undefined;
  const block = document.getElementById(READ_BLOCK);
  if (!(block instanceof HTMLScriptElement) || block.dataset.key !== key) return undefined;
  block.remove();
  const readAt = Number(block.dataset.readAt);
  try {
    taken = {
      key,
      answer: JSON.parse(block.textContent || 'null') as unknown,
      ...(Number.isFinite(readAt) ? { readAt } : {}),
    };
  } catch {
    return undefined;
  }
  queueMicrotask(() => {
    taken = undefined;
  });
  return taken.answer;
}

/**
 * When the read just taken (takeFirstScreenRead, in the same render) was made, as a query's
 * `initialDataUpdatedAt`: its time if the page was made within FRESH_FIRST_SCREEN_READ_MS (no read
 * of the page's own), else 0, so the query reads again at once behind what the page shows. The
 * server's clock against the device's: a device clock far behind takes a kept page as fresh and
 * reads again after the app's usual minute.
 */
export function firstScreenReadUpdatedAt(now = Date.now()): number {
  const readAt = taken?.readAt;
  if (readAt === undefined) return 0;
  return now - readAt <= FRESH_FIRST_SCREEN_READ_MS ? readAt : 0;
}

/**
 * Renders (`render`, synchronous) with `answer` as the first-screen read kept under `key`: on the
 * server, the pages take it from here as they take the HTML's block in the browser.
 */
export function serveFirstScreenRead<T>(key: string, answer: unknown, render: () => T): T {
  // Read just now: the server's render takes it as fresh (firstScreenReadUpdatedAt).
  taken = { key, answer, readAt: Date.now() };
  try {
    return render();
  } finally {
    taken = undefined;
  }
}
