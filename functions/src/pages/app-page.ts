// The app's page for an address, as the site's server makes it (issue 38; decision records 021 and
// 024): the shell's index.html, with the route's own head and, where the route's slice renders
// one, the page's first screen. Everything comes from the page itself: its deployment block names
// the routes, the remote that serves each and the slice function that renders its first screen;
// this file names no route. The slice answers the fragment over HTTP (issue 48: this server never
// runs a slice's code): the markup, the read's key and answer it was rendered from (the remote's
// page takes it at its first render, so it makes no read of its own and shows the same markup),
// and the page's own head and status. Anything that fails here leaves the plain page (with its
// head), which the app fills.
import type {
  AfterFirstScreenAttribute,
  DeployedRoute,
  Deployment,
  InlinedStylesheetAttribute,
} from '../../../site-contract/src/index.ts';
import { checkedDeployment } from '../../../site-contract/src/compose-deployment.ts';
import {
  parseFirstScreenFragment,
  type FirstScreenFragment,
} from '../../../site-contract/src/first-screen-fragment.ts';
import { manifestStylesSchema, parseOr } from '../../../site-contract/src/contract-schema.ts';
import { findRoute } from '../../../site-contract/src/route-match.ts';
import { askSliceFunction } from './slice-functions.ts';
import { criticalStyles } from './critical-styles.ts';
import { escapeHtml, scriptJson, withHead, type PageHead } from './page-head.ts';
import type { PageLocale } from '../../../site-contract/src/locale.ts';
import { hreflangLinks, pageLanguage, routeLanguages, withLanguage, withNavLabels } from './page-language.ts';

/**
 * The most a read or a file of the site may take: past it, the plain page. Within the host's 2.8 s
 * (scripts/lib/static-server.mjs), so the page with its head still comes before the host gives up
 * (issue 83: every page within 3 s).
 */
const WAIT_MS = 2_500;

/** What the server made of an address: the page and its status, or the address it is at (302). */
export interface AppPage {
  html: string;
  status: 200 | 302 | 404;
  /** With 302: the site's path the page is at (the route's slice says so). */
  location?: string;
  route?: DeployedRoute;
  /** The page is drawn in the visitor's language, one of several it speaks (it varies by the request's). */
  multilingual?: boolean;
}

/** The JSON of index.html's block `id` (first-load-config, deployment), or undefined. */
export function jsonBlock(html: string, id: string): unknown {
  const match = new RegExp(`<script id="${id}" type="application/json">([^<]*)</script>`).exec(html);
  if (!match) return undefined;
  try {
    return JSON.parse(match[1]!) as unknown;
  } catch {
    return undefined;
  }
}

/** The deployment in the page's block, checked with the contract's schema (issue 48), or undefined. */
export function deploymentOf(html: string): Deployment | undefined {
  const json = jsonBlock(html, 'deployment');
  if (json === undefined) return undefined;
  try {
    return checkedDeployment(json);
  } catch {
    return undefined;
  }
}

/**
 * The deployment as this page's HTML carries it: every route's path, page, remote and gate (the
 * shell builds its router from them), and only this route's first-load details (its read, head,
 * preloads, early-read module, first-screen function): the first-load script starts this page's
 * and no other's, and every byte of HTML past the first round trip delays the first paint
 * (decision record 040). 2.8 → 1.9 KB gzip on every page.
 */
export function pageDeployment(deployment: Deployment, route: DeployedRoute): Deployment {
  return {
    ...deployment,
    routes: deployment.routes.map((other) => {
      if (other === route) return other;
      const { path, page, remote, signedIn, returnAfterSignIn, locales } = other;
      return {
        path,
        page,
        remote,
        signedIn,
        ...(returnAfterSignIn === undefined ? {} : { returnAfterSignIn }),
        ...(locales === undefined ? {} : { locales }),
      };
    }),
  };
}

const DEPLOYMENT_BLOCK = /(<script id="deployment" type="application\/json">)[^<]*(<\/script>)/;

/** `html` with its deployment block trimmed for `route` (pageDeployment). */
export function withPageDeployment(html: string, deployment: Deployment, route: DeployedRoute): string {
  return html.replace(DEPLOYMENT_BLOCK, (_, open: string, close: string) => {
    return `${open}${scriptJson(pageDeployment(deployment, route))}${close}`;
  });
}

/** The route's head with its parameter filled in (only a value its read lists), or undefined. */
export function routeHead(route: DeployedRoute, params: Record<string, string>): PageHead | undefined {
  const head = route.head;
  if (!head) return undefined;
  const param = route.read?.param;
  const value = param === undefined ? undefined : params[param];
  const placeholder = param === undefined ? undefined : `{${param}}`;
  if (placeholder && (head.title + head.description).includes(placeholder)) {
    if (value === undefined || !route.read?.values?.includes(value)) return undefined;
    return {
      title: head.title.replaceAll(placeholder, value),
      description: head.description.replaceAll(placeholder, value),
      tags: '',
    };
  }
  return { ...head, tags: '' };
}

/**
 * The fragment the route's slice renders for `url` (site-contract's FirstScreenFragment), or null
 * when the address gets none; throws when the slice fails, answers late or answers something else.
 */
async function sliceFragment(
  name: string,
  route: DeployedRoute,
  url: URL,
  locale: PageLocale,
): Promise<FirstScreenFragment | null> {
  const response = await askSliceFunction(name, { route: route.path, url: url.pathname + url.search, locale }, WAIT_MS);
  if (response.status === 204) return null;
  if (!response.ok) throw new Error(`${name}: ${response.status}`);
  const fragment = parseFirstScreenFragment(await response.json());
  if (!fragment) throw new Error(`${name}: not a first-screen fragment`);
  return fragment;
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(WAIT_MS) });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return response.text();
}

/** Files named after their content (a build's assets): read once per instance. */
const immutable = new Map<string, Promise<string>>();
function immutableText(url: string): Promise<string> {
  let text = immutable.get(url);
  if (!text) {
    text = fetchText(url);
    text.catch(() => immutable.delete(url));
    immutable.set(url, text);
  }
  return text;
}

/**
 * The stylesheets the page's first screen needs before any script: those the remote's pages load
 * with them (its manifest) and the route's own (its preloads), written into the page (cut to the
 * rules its markup can use: critical-styles.ts), as the markup is drawn before the remote's code
 * could add them.
 */
async function pageStyles(manifestUrl: string, route: DeployedRoute): Promise<string> {
  const manifest = parseOr(manifestStylesSchema, JSON.parse(await fetchText(manifestUrl)), (problem) => {
    throw new Error(`${manifestUrl} is not a remote's manifest: ${problem}`);
  });
  const pages = manifest.exposes.find((expose) => expose.path === './pages');
  const files = [...(pages?.assets.css.sync ?? []), ...(route.preload ?? []).filter((file) => file.endsWith('.css'))];
  const texts = await Promise.all(files.map((file) => immutableText(new URL(file, manifestUrl).href)));
  return texts.join('\n');
}

/**
 * `css` as a `<style>` element's text: no stylesheet can end its element (`</style` occurs in no
 * CSS a build writes, but make sure).
 */
function styleElementText(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}

const FIRST_SCREEN = /<!-- first-screen -->[\s\S]*?<!-- \/first-screen -->/;

const AFTER_FIRST_SCREEN: AfterFirstScreenAttribute = 'data-after-first-screen';

/**
 * The page's own module scripts and module preloads, held back (inert) until the first-load script
 * starts them once the first screen's photo is there (site-contract's AfterFirstScreenAttribute).
 */
export function afterFirstScreen(html: string): string {
  return html
    .replace(/<script type="module"(?=[^>]*\ssrc=)/g, `<script type="text/plain" ${AFTER_FIRST_SCREEN}="module"`)
    .replace(/<link rel="modulepreload"/g, `<link rel="after-first-screen" ${AFTER_FIRST_SCREEN}="modulepreload"`);
}

/** `html` with the first screen's markup, its stylesheets and the answer it was rendered from. */
export function withFirstScreen(
  html: string,
  screen: { markup: string; styles: string; key: string; answer: unknown },
) {
  // When it was read: a CDN may keep the page, and the app reads again behind a kept one (issue 83).
  const block = `<script id="first-screen-read" type="application/json" data-key="${escapeHtml(screen.key)}" data-read-at="${Date.now()}">${scriptJson(screen.answer)}</script>`;
  const styles = styleElementText(screen.styles);
  return afterFirstScreen(html)
    .replace('<script id="first-load-config"', () => `${block}\n    <script id="first-load-config"`)
    .replace('</head>', () => `    <style data-first-screen>${styles}</style>\n  </head>`)
    .replace(FIRST_SCREEN, () => `<main id="first-screen" class="site-page">${screen.markup}</main>`);
}

const INLINED_FROM: InlinedStylesheetAttribute = 'data-href';
const INLINED_STYLESHEET = new RegExp(`<style ${INLINED_FROM}="(/[^"<>]+\\.css)">([^<]*)</style>`, 'g');

/**
 * `page` (with its first screen) with the shell's own stylesheets, which its build wrote into the
 * page whole (`<style data-href>`), cut to the rules the page's markup can use, and each whole file
 * held back with the site's code (the first one started: the code's first render may draw what the
 * markup has not). The frame and the first screen are drawn as before; the HTML keeps within the
 * connection's first round trip (issue 50).
 */
export async function withShellStylesCut(page: string): Promise<string> {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(page)?.[1]?.replace(/<script\b[\s\S]*?<\/script>/g, '') ?? '';
  const inlined = [...page.matchAll(INLINED_STYLESHEET)];
  if (inlined.length === 0 || body === '') return page;
  const cut = await Promise.all(inlined.map(([, , css = '']) => criticalStyles(body, css)));
  let index = 0;
  const held = inlined
    .map(
      ([, href = '']) =>
        `<link rel="after-first-screen" ${AFTER_FIRST_SCREEN}="stylesheet" href="${escapeHtml(href)}">`,
    )
    .join('');
  const withCut = page.replace(INLINED_STYLESHEET, (_whole, href: string) => {
    const css = cut[index++] ?? '';
    return `<style ${INLINED_FROM}="${href}">${styleElementText(css)}</style>`;
  });
  // Before the first element held back, so the whole stylesheets are the first to start.
  const first = withCut.search(new RegExp(`<(link|script)\\b[^>]*\\s${AFTER_FIRST_SCREEN}="`));
  if (first === -1) return withCut.replace('</head>', () => `${held}\n  </head>`);
  return `${withCut.slice(0, first)}${held}\n    ${withCut.slice(first)}`;
}

/**
 * The app's page for `url` on the site whose index.html is `html`: with the route's head, and its
 * first screen (and its own head and status) where its slice renders one; in the site's language
 * `locale` where the route's page speaks it (page-language.ts), with its other languages' addresses.
 */
export async function appPage(html: string, url: URL, locale: PageLocale = 'en'): Promise<AppPage> {
  const deployment = deploymentOf(html);
  // The one route matcher (site-contract), as the first-load script and the local server match.
  const found = deployment ? findRoute(deployment.routes, url.pathname) : null;
  if (!deployment || !found) return { html, status: 200 };
  const { route, params } = found;
  const spoken = routeLanguages(deployment, route);
  const lang = pageLanguage(spoken, locale);
  const multilingual = spoken.length > 1;
  const head = routeHead(route, params);
  const served = withLanguage(
    withNavLabels(withPageDeployment(html, deployment, route), deployment, locale),
    lang,
    route.signedIn ? '' : hreflangLinks(url, spoken),
  );
  const plain: AppPage = { html: head ? withHead(served, head) : served, status: 200, route, multilingual };
  const remote = deployment.remotes[route.remote];
  if (!route.firstScreenFunction || !remote || !FIRST_SCREEN.test(html)) return plain;
  try {
    const manifestUrl = new URL(remote.manifest, url.origin).href;
    const styles = pageStyles(manifestUrl, route);
    styles.catch(() => undefined);
    const fragment = await sliceFragment(route.firstScreenFunction, route, url, lang);
    if (!fragment) return plain;
    if (fragment.status === 302) return { html: '', status: 302, location: fragment.location, route, multilingual };
    const page = fragment.head ? withHead(served, fragment.head) : plain.html;
    const screen = fragment.screen;
    return {
      html: screen
        ? await withShellStylesCut(
            withFirstScreen(page, {
              markup: screen.html,
              styles: await criticalStyles(screen.html, await styles),
              key: screen.key,
              answer: screen.answer,
            }),
          )
        : page,
      status: fragment.status,
      route,
      multilingual,
    };
  } catch (error) {
    console.warn('sitePages: no first screen for', url.pathname, error);
    return plain;
  }
}
