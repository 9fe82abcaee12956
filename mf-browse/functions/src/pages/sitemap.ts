// The site's sitemap (issue 38), answered by the slice that owns the listings' pages (issue 48):
// the site's server asks this function (the deployment's `sitemap` entry point) for /sitemap.xml
// and /sitemaps/<n>.xml and relays its answer. Every listing's address, as this slice declares it
// (its `listing` entry point), on the site's configured origin, never a request's.
import { FieldPath, getFirestore } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { adminApp } from '../../../../shared-firebase/server/admin-app.ts';
import { siteUrl } from '../../../../shared-firebase/server/site-url.ts';
import { listingEntryUrl } from '../../../../site-contract/src/entry-points.ts';
import { entries, routes } from '../../../src/app/contract.ts';
import { SITE_LOCALES } from '../../../../site-contract/src/locale.ts';
import { entriesPerFile, sitemapIndexXml, sitemapXml, type SitemapEntry } from './sitemap-xml.ts';

/** The languages a listing's page speaks (its route's, issue 88), English first; never the pseudo-locale. */
const listingRoute: { locales?: readonly string[] } | undefined = routes.find((r) => r.path === entries.listing.path);
export const LISTING_LANGUAGES = SITE_LOCALES.filter(
  (locale) => listingRoute?.locales?.includes(locale) ?? locale === 'en',
);
const PER_FILE = entriesPerFile(LISTING_LANGUAGES.length);

async function sitemapEntries(page: number): Promise<SitemapEntry[]> {
  const snapshot = await getFirestore(adminApp())
    .collection('listings')
    .select('type', 'timestamp')
    .orderBy(FieldPath.documentId())
    .offset((page - 1) * PER_FILE)
    .limit(PER_FILE)
    .get();
  return snapshot.docs.flatMap((doc) => {
    const { type, timestamp } = doc.data() as { type?: unknown; timestamp?: { toDate?: () => Date } };
    if (type !== 'rent' && type !== 'sale') return [];
    return [{ path: listingEntryUrl(entries.listing, type, doc.id), lastModified: timestamp?.toDate?.() }];
  });
}

/** The sitemap file at `path` (/sitemap.xml, /sitemaps/<n>.xml): its XML, or null when there is no such file. */
export async function sitemapFile(path: string): Promise<string | null> {
  const file = path === '/sitemap.xml' ? 0 : Number(/^\/sitemaps\/([1-9]\d{0,5})\.xml$/.exec(path)?.[1] ?? NaN);
  if (Number.isNaN(file)) return null;
  const origin = siteUrl();
  const count = (await getFirestore(adminApp()).collection('listings').count().get()).data().count;
  const files = Math.max(1, Math.ceil(count / PER_FILE));
  // A file past the last is not there (issue 47: /sitemaps/999999.xml was a 500).
  if (file > files) return null;
  if (file > 0) return sitemapXml(origin, await sitemapEntries(file), LISTING_LANGUAGES);
  return files <= 1 ? sitemapXml(origin, await sitemapEntries(1), LISTING_LANGUAGES) : sitemapIndexXml(origin, files);
}

export const browseSitemap = onRequest({ concurrency: 80 }, async (req, res) => {
  const path = typeof req.query.path === 'string' ? req.query.path : '';
  res.set('Cache-Control', 'no-store');
  try {
    const xml = await sitemapFile(path);
    if (xml === null) res.status(404).set('Content-Type', 'text/plain; charset=utf-8').send('No such sitemap');
    else res.status(200).set('Content-Type', 'application/xml; charset=utf-8').send(xml);
  } catch (error) {
    console.error('browseSitemap', path, error);
    res.status(503).send('The sitemap could not be made.');
  }
});
