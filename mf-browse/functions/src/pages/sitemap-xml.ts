// The sitemap's XML (issue 38): every listing's address, in files of at most 50,000 (the protocol's
// limit); with more listings, /sitemap.xml is an index of /sitemaps/<n>.xml.

export const SITEMAP_FILE_MAX = 50_000;

const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/** A sitemap of `entries` on the site at `origin`. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map(
      (e) =>
        `<url><loc>${escapeXml(origin + e.path)}</loc>${e.lastModified ? `<lastmod>${e.lastModified.toISOString()}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** The index of `files` sitemap files (/sitemaps/1.xml …). */
export function sitemapIndexXml(origin: string, files: number): string {
  const items = Array.from(
    { length: files },
    (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${i + 1}.xml`)}</loc></sitemap>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}
