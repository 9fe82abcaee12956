// The pages the site's host asks the server for (issue 38; decision records 020, 021 and 024), by a
// Hosting rewrite of every address that is not a file: the app's page with its route's head and,
// where the route's slice renders one, its first screen with its own head and status (app-page.ts:
// a listing's page with the listing's head, 404 when it is not there); the sitemap, which the
// slice the deployment names for it answers. This server composes: it asks each slice's function
// over HTTP and never runs a slice's code, and it reads nothing but the site's own files, so it
// needs no privilege at all (issue 48: in production it runs as its own service account, without
// roles; no Admin SDK). robots.txt is a file the deploy step writes: a function never sees
// /robots.txt, which Cloud Functions answers. Each answer may be kept by a CDN for a minute
// (`s-maxage=60`, then stale while it asks again), so a change of a listing reaches its page, and a
// new listing the sitemap, within a minute of the page's last visit. The page is the shell's own index.html (read from the site), so the app starts
// on it exactly as on any other page.
import { onRequest } from 'firebase-functions/v2/https';
import { siteUrl } from '../../../shared-firebase/server/site-url.ts';
import { appPage, deploymentOf } from './app-page.ts';
import { askSliceFunction } from './slice-functions.ts';
import { requestLocale } from './page-language.ts';
import { LOCALE_PARAM } from '../../../site-contract/src/locale.ts';

// A CDN keeps an answer a minute, then may serve it ten minutes more while it asks again (issue 83:
// a burst of visitors of a page is one render a minute); a browser asks again (the page names the
// deployment's files).
const CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** The most the sitemap's slice may take. */
const SITEMAP_WAIT_MS = 10_000;

interface Request {
  path: string;
  /** The path and query string. */
  url?: string;
  get(name: string): string | undefined;
}
interface Response {
  status(code: number): Response;
  set(name: string, value: string): Response;
  send(body: string): void;
}

/**
 * Where the shell's page is read from: the site itself (SITE_URL). In the emulator only, the local
 * server that asked (a loopback host: the benchmark serves the composed site, the monolith and the
 * one-origin variant each on a port of its own, each with its own page); the addresses a page
 * names are SITE_URL's all the same (siteUrl()).
 */
export function pageSource(req: Request): string {
  const host = req.get('x-forwarded-host') ?? '';
  if (process.env.FUNCTIONS_EMULATOR === 'true' && /^(localhost|127\.0\.0\.1)(:\d{2,5})?$/.test(host))
    return `${req.get('x-forwarded-proto') === 'https' ? 'https' : 'http'}://${host}`;
  return siteUrl();
}

/**
 * The shell's page (app.html: its index.html as the deploy step wrote it, which Hosting does not
 * publish, so `/` comes here too), read from the site at each request (a deploy of a remote
 * changes it: its deployment block); the page this makes is what a CDN keeps, a minute.
 */
async function siteIndex(origin: string): Promise<string> {
  const response = await fetch(`${origin}/app.html`, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`GET ${origin}/app.html: ${response.status}`);
  return response.text();
}

function sendPage(res: Response, status: number, html: string) {
  res.status(status).set('Content-Type', 'text/html; charset=utf-8').set('Cache-Control', CACHE).send(html);
}

const isSitemap = (path: string) => path === '/sitemap.xml' || /^\/sitemaps\/[^/]+$/.test(path);

/**
 * The sitemap file at `path`, as the slice that owns the listings' pages answers it (the
 * deployment's `listing` entry point names its function); the deployment is the site's own (SITE_URL), never a request's (issue 47).
 */
async function sitemap(res: Response, path: string) {
  const name = deploymentOf(await siteIndex(siteUrl()))?.entries.listing?.sitemapFunction;
  const answer = name ? await askSliceFunction(name, { path }, SITEMAP_WAIT_MS) : undefined;
  if (answer && !answer.ok && answer.status !== 404) throw new Error(`${name}: ${answer.status}`);
  const found = answer?.status === 200;
  res
    .status(found ? 200 : 404)
    .set('Content-Type', found ? 'application/xml; charset=utf-8' : 'text/plain; charset=utf-8')
    .set('Cache-Control', CACHE)
    .send(found ? await answer.text() : 'No such sitemap');
}

/** Answers one request of the site's host: the sitemap, or a page of the app. */
export async function answerSiteRequest(req: Request, res: Response): Promise<void> {
  if (isSitemap(req.path)) return sitemap(res, req.path);
  const query = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
  const url = new URL(`${req.path}${query}`, siteUrl());
  const locale = requestLocale({ url, cookie: req.get('cookie'), acceptLanguage: req.get('accept-language') });
  const page = await appPage(await siteIndex(pageSource(req)), url, locale);
  // A page in the visitor's language, at an address that does not name one: a CDN keeps one per
  // language asked (issue 88).
  if (page.multilingual && !url.searchParams.has(LOCALE_PARAM)) res.set('Vary', 'Accept-Language, Cookie');
  if (page.status === 302 && page.location) {
    res.status(302).set('Location', page.location).set('Cache-Control', CACHE).send('');
    return;
  }
  sendPage(res, page.status, page.html);
}

// Its own service account in production, created without any role (it reads only the site's
// public files and asks the slices' public functions): `site-pages@<project>.iam.gserviceaccount.com`.
export const sitePages = onRequest({ concurrency: 80, serviceAccount: 'site-pages@' }, async (req, res) => {
  try {
    await answerSiteRequest(req, res);
  } catch (error) {
    console.error('sitePages', req.path, error);
    // The host falls back to the plain page (the local server does; Hosting shows its error page).
    res.status(503).set('Retry-After', '5').send('The page could not be made. Please try again.');
  }
});
