// The app's page for an address, as the site's server makes it (issue 38; decision record 021):
// the shell's index.html, with the route's own head and, where the route's remote built a
// first-screen module for it, the page's first screen rendered into the HTML. Everything comes from
// the page itself: its deployment block names the routes, the remote that serves each, its first
// read (the same request the browser would start) and its first-screen module; this file names no
// route. The answer the first screen was rendered from goes into the page too, under the read's
// key: the remote's page takes it at its first render, so it makes no read of its own and shows the
// same markup. Anything that fails here leaves the plain page (with its head), which the app fills.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  AfterFirstScreenAttribute,
  DeployedRoute,
  Deployment,
  FirstLoadConfig,
  FirstScreenModule,
} from '../../../site-contract/src/index.ts';
import { checkedDeployment } from '../../../site-contract/src/compose-deployment.mjs';
import { findRoute } from '../../../site-contract/src/route-match.mjs';
import { escapeHtml, scriptJson, withHead, type PageHead } from './page-head.ts';

/** The most a read or a file of the site may take: past it, the plain page. */
const WAIT_MS = 3_000;

/** What the server made of an address: the page, its status, and the first read's answer if it made one. */
export interface AppPage {
  html: string;
  status: 200 | 404;
  /** The answer of the route's first read (its REST JSON), when the page has a first screen. */
  answer?: unknown;
  route?: DeployedRoute;
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

/** The key and request of the route's first read for these parameters, as the first-load script makes them. */
function firstRead(route: DeployedRoute, params: Record<string, string>, config: FirstLoadConfig) {
  const read = route.read;
  const request = read?.request;
  if (!read || !request) return undefined;
  const arg = read.param ? params[read.param] : undefined;
  if (read.param && !arg) return undefined;
  if (read.values && !read.values.includes(arg ?? '')) return undefined;
  return {
    key: read.param ? `${read.name}/${arg}` : read.name,
    method: request.method,
    url: request.url
      .replace('{documents}', () => config.documentsUrl)
      .replace('{arg}', () => encodeURIComponent(arg ?? '')),
    body: request.body?.replace('{arg}', () => JSON.stringify(arg ?? '').slice(1, -1)),
  };
}

/** The first read the route's first-screen module asks for at `url` (a route whose read depends on the query), or undefined. */
function moduleRead(module: FirstScreenModule, route: DeployedRoute, url: URL, config: FirstLoadConfig) {
  const read = module.firstRead?.({ route: route.path, url, documentsUrl: config.documentsUrl });
  if (!read) return undefined;
  return { key: read.key, method: read.request.method, url: read.request.url, body: read.request.body };
}

/**
 * The read's JSON answer: what the browser's read would have got (an error answer for a document
 * that is not there, which the page shows as not found), or undefined when it failed.
 */
async function readAnswer(read: { method: string; url: string; body?: string }): Promise<unknown> {
  const response = await fetch(read.url, {
    method: read.method,
    body: read.body,
    headers: read.body ? { 'Content-Type': 'application/json' } : undefined,
    signal: AbortSignal.timeout(WAIT_MS),
  });
  if (!response.ok && response.status !== 404) return undefined;
  return (await response.json()) as unknown;
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

/** A remote's first-screen module, imported once per instance (its file name changes with its content). */
const modules = new Map<string, Promise<FirstScreenModule>>();
function firstScreenModule(url: string): Promise<FirstScreenModule> {
  let loading = modules.get(url);
  if (!loading) {
    loading = (async () => {
      const code = await immutableText(url);
      const file = path.join(tmpdir(), 'first-screen', `${createHash('sha256').update(code).digest('hex')}.mjs`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, code);
      return (await import(pathToFileURL(file).href)) as FirstScreenModule;
    })();
    loading.catch(() => modules.delete(url));
    modules.set(url, loading);
  }
  return loading;
}

interface RemoteManifest {
  exposes: { path: string; assets: { css: { sync: string[] } } }[];
}

/**
 * The stylesheets the page's first screen needs before any script: those the remote's pages load
 * with them (its manifest) and the route's own (its preloads), written into the page, as the
 * markup is drawn before the remote's code could add them.
 */
async function pageStyles(manifestUrl: string, route: DeployedRoute): Promise<string> {
  const manifest = JSON.parse(await fetchText(manifestUrl)) as RemoteManifest;
  const pages = manifest.exposes.find((expose) => expose.path === './pages');
  const files = [...(pages?.assets.css.sync ?? []), ...(route.preload ?? []).filter((file) => file.endsWith('.css'))];
  const texts = await Promise.all(files.map((file) => immutableText(new URL(file, manifestUrl).href)));
  return texts.join('\n');
}

const FIRST_SCREEN = /<!-- first-screen -->[\s\S]*?<!-- \/first-screen -->/;

/**
 * The markup with its fields read-only: what is typed in the server's markup would be lost when the
 * page takes its place (its buttons take no click until then: design-system's tokens.css).
 */
function untyped(markup: string): string {
  return markup.replace(/<(input|textarea)(?=[\s/>])/g, '<$1 readonly=""');
}

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
  const block = `<script id="first-screen-read" type="application/json" data-key="${escapeHtml(screen.key)}">${scriptJson(screen.answer)}</script>`;
  // No stylesheet can end its element (`</style` occurs in no CSS a build writes, but make sure).
  const styles = screen.styles.replace(/<\/(style)/gi, '<\\/$1');
  return afterFirstScreen(html)
    .replace('<script id="first-load-config"', () => `${block}\n    <script id="first-load-config"`)
    .replace('</head>', () => `    <style data-first-screen>${styles}</style>\n  </head>`)
    .replace(FIRST_SCREEN, () => `<main id="first-screen" class="site-page">${untyped(screen.markup)}</main>`);
}

/**
 * The app's page for `url` on the site whose index.html is `html`: with the route's head, and its
 * first screen where its remote renders one.
 */
export async function appPage(html: string, url: URL): Promise<AppPage> {
  const deployment = deploymentOf(html);
  const config = jsonBlock(html, 'first-load-config') as FirstLoadConfig | undefined;
  // The one route matcher (site-contract), as the first-load script and the local server match.
  const found = deployment ? findRoute(deployment.routes, url.pathname) : null;
  if (!deployment || !found) return { html, status: 200 };
  const { route, params } = found;
  const head = routeHead(route, params);
  const page = head ? withHead(html, head) : html;
  const declared = config && firstRead(route, params, config);
  const remote = deployment.remotes[route.remote];
  // A route that declares its read has a first screen only for the values that read is for.
  const plain: AppPage = { html: page, status: 200, route };
  if (!route.firstScreenModule || !config || !remote || !FIRST_SCREEN.test(html) || (route.read && !declared))
    return plain;
  try {
    const manifestUrl = new URL(remote.manifest, url.origin).href;
    const loading = firstScreenModule(new URL(route.firstScreenModule, manifestUrl).href);
    const styles = pageStyles(manifestUrl, route);
    styles.catch(() => undefined);
    // Else the module says what the page reads first at this address (a search's first page).
    const read = declared ?? moduleRead(await loading, route, url, config);
    if (!read) return plain;
    const [answer, module] = await Promise.all([readAnswer(read), loading]);
    const rendered = await module.renderFirstScreen({
      route: route.path,
      url: url.pathname + url.search,
      key: read.key,
      answer,
    });
    if (!rendered) return plain;
    return {
      html: withFirstScreen(page, { markup: rendered.html, styles: await styles, key: read.key, answer }),
      status: rendered.status,
      answer,
      route,
    };
  } catch (error) {
    console.warn('sitePages: no first screen for', url.pathname, error);
    return plain;
  }
}
