// The sitemap's XML (issue 38): every listing's address, in files of at most 50,000 (the protocol's
// limit); with more listings, /sitemap.xml is an index of /sitemaps/<n>.xml. A page that speaks
// several languages (issue 88) is listed at each language's address (English's without `hl`,
// another's with `?hl=`), each naming all of them as `hreflang` alternates, and `x-default`.

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

/** The entries a sitemap file holds, when each is listed in `languages` languages. */
export const entriesPerFile = (languages: number) => Math.floor(SITEMAP_FILE_MAX / Math.max(1, languages));

/** The address of `path` in `language`: English's the path itself, another's with `?hl=`. */
const languageAddress = (origin: string, path: string, language: string) =>
  language === 'en' ? origin + path : `${origin}${path}${path.includes('?') ? '&' : '?'}hl=${language}`;

/** A sitemap of `entries` on the site at `origin`, each page in `languages` (English first). */
export function sitemapXml(
  origin: string,
  entries: readonly SitemapEntry[],
  languages: readonly string[] = ['en'],
): string {
  const urls = entries
    .flatMap((e) => {
      const lastmod = e.lastModified ? `<lastmod>${e.lastModified.toISOString()}</lastmod>` : '';
      if (languages.length < 2) return [`<url><loc>${escapeXml(origin + e.path)}</loc>${lastmod}</url>`];
      const alternates = [
        ...languages.map((language) => [language, languageAddress(origin, e.path, language)] as const),
        ['x-default', origin + e.path] as const,
      ]
        .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`)
        .join('');
      return languages.map(
        (language) =>
          `<url><loc>${escapeXml(languageAddress(origin, e.path, language))}</loc>${lastmod}${alternates}</url>`,
      );
    })
    .join('\n');
  const xhtml = languages.length < 2 ? '' : ' xmlns:xhtml="http://www.w3.org/1999/xhtml"';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls}\n</urlset>\n`;
}

/** The index of `files` sitemap files (/sitemaps/1.xml …). */
export function sitemapIndexXml(origin: string, files: number): string {
  const items = Array.from(
    { length: files },
    (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${i + 1}.xml`)}</loc></sitemap>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}
