// The pages the site's host asks the server for (issue 38; decision records 020 and 021), by a
// Hosting rewrite of every address that is not a file: the app's page with its route's head and,
// where the route's remote renders one, its first screen (app-page.ts); a listing's page with its
// own head (title, description, preview, JSON-LD), 404 with the site's own page when the listing is
// not there; the sitemap (robots.txt is a file the deploy step writes: a function never sees
// /robots.txt, which Cloud Functions answers). Each answer may be kept by a CDN for a minute
// (`s-maxage=60`), so a change of a listing reaches its page, and a new listing the sitemap, within
// a minute. The page is the shell's own index.html (read from the site), so the app starts on it
// exactly as on any other page.
import { FieldPath, getFirestore } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import {
  decodeFirestoreDocument,
  isValidDocumentId,
  parseListing,
  type Listing,
} from '../../../listing-domain/src/index.ts';
import { adminApp } from '../../../shared-firebase/server/admin-app.ts';
import { siteUrl } from '../../../shared-firebase/server/site-url.ts';
import { appPage } from './app-page.ts';
import { listingHead, missingListingHead, withHead } from './page-head.ts';
import { SITEMAP_FILE_MAX, sitemapIndexXml, sitemapXml, type SitemapEntry } from './sitemap.ts';

// A CDN keeps an answer a minute; a browser asks again (the page names the deployment's files).
const CACHE = 'public, max-age=0, s-maxage=60';
const LISTING_PATH = /^\/category\/([^/]+)\/([^/]+)\/?$/;

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

/** The listing the first screen was rendered from (null: not there), or undefined when it was not. */
function listingOfAnswer(answer: unknown, id: string): Listing | null | undefined {
  if (answer === undefined) return undefined;
  const error = typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'error') : undefined;
  if (typeof error === 'object' && error !== null && Reflect.get(error, 'code') === 404) return null;
  const document = decodeFirestoreDocument(answer);
  return document?.id === id ? parseListing(document.id, document.data) : undefined;
}

async function listingPage(req: Request, res: Response, url: URL, type: string, id: string) {
  const origin = siteUrl();
  // An address that cannot be a listing's is a listing not found, as the app says it.
  const readable = (type === 'rent' || type === 'sale') && isValidDocumentId(id);
  const page = await appPage(await siteIndex(pageSource(req)), url);
  // The read the first screen was made from, else (no first screen) a read of its own.
  let listing = readable ? listingOfAnswer(page.answer, id) : null;
  if (listing === undefined) {
    const snapshot = await getFirestore(adminApp()).doc(`listings/${id}`).get();
    listing = snapshot.exists ? parseListing(snapshot.id, snapshot.data()) : null;
  }
  const found = listing?.type === type ? listing : null;
  sendPage(res, found ? 200 : 404, withHead(page.html, found ? listingHead(found, origin) : missingListingHead()));
}

async function sitemapEntries(page: number): Promise<SitemapEntry[]> {
  const snapshot = await getFirestore(adminApp())
    .collection('listings')
    .select('type', 'timestamp')
    .orderBy(FieldPath.documentId())
    .offset((page - 1) * SITEMAP_FILE_MAX)
    .limit(SITEMAP_FILE_MAX)
    .get();
  return snapshot.docs.flatMap((doc) => {
    const { type, timestamp } = doc.data() as { type?: unknown; timestamp?: { toDate?: () => Date } };
    if (type !== 'rent' && type !== 'sale') return [];
    return [{ path: `/category/${type}/${encodeURIComponent(doc.id)}`, lastModified: timestamp?.toDate?.() }];
  });
}

async function sitemap(res: Response, page: number | undefined) {
  const origin = siteUrl();
  const send = (xml: string) =>
    res.status(200).set('Content-Type', 'application/xml; charset=utf-8').set('Cache-Control', CACHE).send(xml);
  const count = (await getFirestore(adminApp()).collection('listings').count().get()).data().count;
  const files = Math.max(1, Math.ceil(count / SITEMAP_FILE_MAX));
  if (page !== undefined) {
    // A file past the last is not there (issue 47: /sitemaps/999999.xml was a 500).
    if (page > files) {
      res
        .status(404)
        .set('Content-Type', 'text/plain; charset=utf-8')
        .set('Cache-Control', CACHE)
        .send('No such sitemap');
      return;
    }
    send(sitemapXml(origin, await sitemapEntries(page)));
    return;
  }
  send(files <= 1 ? sitemapXml(origin, await sitemapEntries(1)) : sitemapIndexXml(origin, files));
}

/** Answers one request of the site's host: the sitemap, or a page of the app. */
export async function answerSiteRequest(req: Request, res: Response): Promise<void> {
  if (req.path === '/sitemap.xml') return sitemap(res, undefined);
  const file = /^\/sitemaps\/([1-9]\d{0,5})\.xml$/.exec(req.path);
  if (file) return sitemap(res, Number(file[1]));
  const query = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
  const url = new URL(`${req.path}${query}`, siteUrl());
  const listing = LISTING_PATH.exec(req.path);
  if (listing) return listingPage(req, res, url, listing[1]!, listing[2]!);
  const page = await appPage(await siteIndex(pageSource(req)), url);
  sendPage(res, page.status, page.html);
}

export const sitePages = onRequest({ concurrency: 80 }, async (req, res) => {
  try {
    await answerSiteRequest(req, res);
  } catch (error) {
    console.error('sitePages', req.path, error);
    // The host falls back to the plain page (the local server does; Hosting shows its error page).
    res.status(503).set('Retry-After', '5').send('The page could not be made. Please try again.');
  }
});
