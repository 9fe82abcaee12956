// The pages the site's host asks the server for (issue 38; decision record 020), by a Hosting
// rewrite: a listing's page with its own head (title, description, preview, JSON-LD) in the HTML,
// 404 with the site's own page when the listing is not there; the sitemap (robots.txt is a file
// the deploy step writes: a function never sees /robots.txt, which Cloud Functions answers). Each
// answer may be kept by a CDN for a minute (`s-maxage=60`), so a change of a listing reaches its
// page, and a new listing the sitemap, within a minute. The page is the shell's own index.html
// (read from the site, kept a minute), so the app starts on it exactly as on any other page.
import { FieldPath, getFirestore } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { isValidDocumentId, parseListing } from '../../../listing-domain/src/index.ts';
import { adminApp } from '../admin-app.ts';
import { listingHead, missingListingHead, withHead } from './page-head.ts';
import { SITEMAP_FILE_MAX, sitemapIndexXml, sitemapXml, type SitemapEntry } from './sitemap.ts';

// A CDN keeps an answer a minute; a browser asks again (the page names the deployment's files).
const CACHE = 'public, max-age=0, s-maxage=60';
const LISTING_PATH = /^\/category\/([^/]+)\/([^/]+)\/?$/;

interface Request {
  path: string;
  get(name: string): string | undefined;
}
interface Response {
  status(code: number): Response;
  set(name: string, value: string): Response;
  send(body: string): void;
}

/**
 * The site's origin: SITE_URL (production sets it), else the forwarding host when it is this
 * machine (the local server), never a host a request could make up.
 */
export function siteOrigin(req: Request): string {
  if (process.env.SITE_URL) return process.env.SITE_URL.replace(/\/+$/, '');
  const host = req.get('x-forwarded-host') ?? '';
  const proto = req.get('x-forwarded-proto') === 'https' ? 'https' : 'http';
  return /^(localhost|127\.0\.0\.1)(:\d{2,5})?$/.test(host) ? `${proto}://${host}` : 'http://localhost:4173';
}

const kept = new Map<string, { at: number; body: string }>();

/** A file of the site (index.html, remotes.json), read from it and kept a minute. */
async function siteFile(origin: string, file: string): Promise<string> {
  const key = `${origin}/${file}`;
  const hit = kept.get(key);
  if (hit && Date.now() - hit.at < 60_000) return hit.body;
  const response = await fetch(key, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`GET ${key}: ${response.status}`);
  const body = await response.text();
  kept.set(key, { at: Date.now(), body });
  return body;
}

async function listingPage(req: Request, res: Response, type: string, id: string) {
  const origin = siteOrigin(req);
  // An address that cannot be a listing's is a listing not found, as the app says it.
  const readable = (type === 'rent' || type === 'sale') && isValidDocumentId(id);
  const [html, snapshot] = await Promise.all([
    siteFile(origin, 'index.html'),
    readable ? getFirestore(adminApp()).doc(`listings/${id}`).get() : undefined,
  ]);
  const listing = snapshot?.exists ? parseListing(snapshot.id, snapshot.data()) : null;
  const found = listing !== null && listing.type === type;
  res
    .status(found ? 200 : 404)
    .set('Content-Type', 'text/html; charset=utf-8')
    .set('Cache-Control', CACHE)
    .send(withHead(html, found ? listingHead(listing, origin) : missingListingHead()));
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

async function sitemap(req: Request, res: Response, page: number | undefined) {
  const origin = siteOrigin(req);
  const send = (xml: string) =>
    res.status(200).set('Content-Type', 'application/xml; charset=utf-8').set('Cache-Control', CACHE).send(xml);
  if (page !== undefined) {
    const entries = await sitemapEntries(page);
    if (entries.length === 0 && page > 1) {
      res.status(404).set('Content-Type', 'text/plain; charset=utf-8').send('No such sitemap');
      return;
    }
    send(sitemapXml(origin, entries));
    return;
  }
  const count = (await getFirestore(adminApp()).collection('listings').count().get()).data().count;
  const files = Math.ceil(count / SITEMAP_FILE_MAX);
  send(files <= 1 ? sitemapXml(origin, await sitemapEntries(1)) : sitemapIndexXml(origin, files));
}

/** Answers one request of the site's host. */
export async function answerSiteRequest(req: Request, res: Response): Promise<void> {
  const listing = LISTING_PATH.exec(req.path);
  if (listing) return listingPage(req, res, listing[1]!, listing[2]!);
  if (req.path === '/sitemap.xml') return sitemap(req, res, undefined);
  const file = /^\/sitemaps\/([1-9]\d{0,5})\.xml$/.exec(req.path);
  if (file) return sitemap(req, res, Number(file[1]));
  res.status(404).set('Content-Type', 'text/plain; charset=utf-8').send('Not found');
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
