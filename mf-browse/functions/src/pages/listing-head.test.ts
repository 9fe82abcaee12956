import { describe, expect, test } from 'vitest';
import type { Listing } from '../../../../listing-domain/src/index.ts';
import { scriptJson } from '../../../../shared-firebase/server/html-text.ts';
import { withHead } from '../../../../functions/src/pages/page-head.ts';
import { listingHead, missingListingHead } from './listing-head.ts';
import { entriesPerFile, sitemapIndexXml, sitemapXml } from './sitemap-xml.ts';
import { mailI18n } from '../mail/mail-language.ts';

const INDEX = `<!doctype html><html lang="en"><head>
    <meta name="description" content="Find homes." />
    <title>House Marketplace</title>
  </head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

const listing: Listing = {
  id: 'l1',
  type: 'rent',
  name: 'Canal side studio',
  bedrooms: 1,
  bathrooms: 1,
  parking: false,
  furnished: true,
  location: '3 Quai des Arts, Lyon',
  offer: false,
  regularPrice: 900,
  currency: 'EUR',
  geolocation: { lat: 45.76, lng: 4.83 },
  imgUrls: ['http://127.0.0.1:9199/v0/b/demo.appspot.com/o/images%2Fu-front.jpg?alt=media&token=t'],
  userRef: 'u',
  timestamp: new Date('2026-11-20T10:00:00Z'),
};

const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as Record<string, unknown>;

describe('a listing’s page head', () => {
  test('title, description, canonical address, preview and JSON-LD, before any script', () => {
    const html = withHead(INDEX, listingHead(listing, 'https://homes.example'));
    expect(html).toContain('<title>Canal side studio, for rent: €900 a month · House Marketplace</title>');
    expect(html).toContain('<link rel="canonical" href="https://homes.example/category/rent/l1" />');
    expect(html).toContain(
      '<meta property="og:image" content="http://127.0.0.1:9199/v0/b/demo.appspot.com/o/sizes%2F1280%2Fu-front.jpg.webp?alt=media" />',
    );
    expect(html).toContain('<meta property="og:image:width" content="1280" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'RealEstateListing',
      name: 'Canal side studio',
      url: 'https://homes.example/category/rent/l1',
      offers: { '@type': 'Offer', price: 900, priceCurrency: 'EUR' },
      about: { numberOfBedrooms: 1, address: { streetAddress: '3 Quai des Arts, Lyon' } },
    });
  });

  test('hostile text is escaped wherever it lands: tags, quotes, </script>', () => {
    const hostile = {
      ...listing,
      name: '"><script>alert(1)</script>',
      description: '</script><script>alert(2)</script> & \u2028',
      location: "<img src=x onerror='x'>",
    };
    const html = withHead(INDEX, listingHead(hostile, 'https://homes.example'));
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script>alert');
    expect(head).not.toContain('<img');
    expect(head.match(/<\/script>/g)).toHaveLength(1); // the JSON-LD's own end, nothing else
    expect(jsonLdOf(html)).toMatchObject({ name: '"><script>alert(1)</script>' });
    expect(scriptJson('</script>\u2028')).toBe('"\\u003c/script\\u003e\\u2028"');
  });

  test('in French (issue 88): title, description, price and addresses in the page’s language', () => {
    // Intl's spaces in French prices (no-break, narrow or not) read as spaces here.
    const html = withHead(INDEX, listingHead(listing, 'https://homes.example', mailI18n('fr'))).replace(
      /[\u00a0\u202f]/g,
      ' ',
    );
    expect(html).toContain('<title>Canal side studio, à louer : 900 € par mois · House Marketplace</title>');
    expect(html).toContain(
      '<meta name="description" content="1 chambre, 1 salle de bain, à louer à l’adresse 3 Quai des Arts, Lyon : 900 € par mois." />',
    );
    expect(html).toContain('<link rel="canonical" href="https://homes.example/category/rent/l1?hl=fr" />');
    expect(html).toContain('<meta property="og:locale" content="fr_FR" />');
    expect(jsonLdOf(html)).toMatchObject({ inLanguage: 'fr', url: 'https://homes.example/category/rent/l1?hl=fr' });
    const german = withHead(INDEX, missingListingHead(mailI18n('de')));
    expect(german).toContain('<title>Unterkunft nicht gefunden · House Marketplace</title>');
  });

  test('a listing that is not there: its own title, not to be indexed', () => {
    const html = withHead(INDEX, missingListingHead());
    expect(html).toContain('<title>Home not found · House Marketplace</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });
});

describe('the sitemap', () => {
  test('addresses escaped, files indexed past 50,000', () => {
    const xml = sitemapXml('https://homes.example', [{ path: '/category/rent/a&b', lastModified: new Date(0) }]);
    expect(xml).toContain(
      '<loc>https://homes.example/category/rent/a&amp;b</loc><lastmod>1970-01-01T00:00:00.000Z</lastmod>',
    );
    expect(sitemapIndexXml('https://homes.example', 2)).toContain('<loc>https://homes.example/sitemaps/2.xml</loc>');
  });

  test('a page in several languages: each language’s address, each naming all of them (issue 88)', () => {
    const xml = sitemapXml('https://homes.example', [{ path: '/category/rent/l1' }], ['en', 'fr', 'de']);
    const urls = xml.match(/<url>.*?<\/url>/g) ?? [];
    expect(urls.map((url) => /<loc>(.*?)<\/loc>/.exec(url)?.[1])).toEqual([
      'https://homes.example/category/rent/l1',
      'https://homes.example/category/rent/l1?hl=fr',
      'https://homes.example/category/rent/l1?hl=de',
    ]);
    for (const url of urls) {
      expect(url).toContain(
        '<xhtml:link rel="alternate" hreflang="fr" href="https://homes.example/category/rent/l1?hl=fr"/>',
      );
      expect(url).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://homes.example/category/rent/l1"/>',
      );
    }
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(entriesPerFile(4)).toBe(12_500);
  });
});
