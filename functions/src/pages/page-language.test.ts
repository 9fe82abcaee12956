import { describe, expect, test } from 'vitest';
import { appPage } from './app-page.ts';
import { hreflangLinks, requestLocale, withLanguage, withNavLabels } from './page-language.ts';

const url = (address: string) => new URL(address, 'https://homes.example');

describe('the language the site’s server paints a page in (issue 88)', () => {
  test('?hl=, else the switcher’s cookie, else Accept-Language, else English', () => {
    const asked = { url: url('/category/rent/l1?hl=de'), cookie: '__session=fr', acceptLanguage: 'es' };
    expect(requestLocale(asked)).toBe('de');
    expect(requestLocale({ ...asked, url: url('/category/rent/l1') })).toBe('fr');
    expect(requestLocale({ url: url('/'), acceptLanguage: 'nl-NL, fr-CA;q=0.8, en;q=0.5' })).toBe('fr');
    expect(requestLocale({ url: url('/'), acceptLanguage: 'nl' })).toBe('en');
    expect(requestLocale({ url: url('/'), cookie: 'hl=fr' })).toBe('en'); // the host passes no other cookie
  });

  test('a page in several languages names each one’s address, and x-default; English’s is the spec’s', () => {
    const links = hreflangLinks(url('/category/rent/l1?hl=de&x=1'), ['en', 'fr', 'de', 'en-XA']);
    expect(links.split('\n').map((line) => line.trim())).toEqual([
      '<link rel="alternate" hreflang="en" href="https://homes.example/category/rent/l1?x=1" />',
      '<link rel="alternate" hreflang="fr" href="https://homes.example/category/rent/l1?hl=fr&amp;x=1" />',
      '<link rel="alternate" hreflang="de" href="https://homes.example/category/rent/l1?hl=de&amp;x=1" />',
      '<link rel="alternate" hreflang="x-default" href="https://homes.example/category/rent/l1?x=1" />',
    ]);
    expect(hreflangLinks(url('/'), ['en'])).toBe('');
    expect(withLanguage('<html lang="en"><head></head>', 'fr', '<link />')).toBe(
      '<html lang="fr"><head>    <link />\n  </head>',
    );
  });

  test('the page speaks the site’s language where its route does; else English', async () => {
    const remotes = { mf_browse: { manifest: 'http://localhost:4174/mf-manifest.json', entry: 'e.js', label: '' } };
    const routes = [
      {
        path: '/category/:categoryName/:listingId',
        page: 'ListingPage',
        signedIn: false,
        remote: 'mf_browse',
        locales: ['en', 'fr'],
      },
      { path: '/offers', page: 'OffersPage', signedIn: false, remote: 'mf_browse' },
    ];
    const html = `<!doctype html><html lang="en"><head><title>Site</title><script id="deployment" type="application/json">${JSON.stringify({ remotes, routes, nav: [], entries: {} })}</script></head><body></body></html>`;
    const listing = await appPage(html, url('/category/rent/l1'), 'fr');
    expect(listing.html).toContain('<html lang="fr">');
    expect(listing.html).toContain('hreflang="fr" href="https://homes.example/category/rent/l1?hl=fr"');
    expect(listing.multilingual).toBe(true);
    const offers = await appPage(html, url('/offers'), 'fr');
    expect(offers.html).toContain('<html lang="en">');
    expect(offers.html).not.toContain('hreflang');
    expect(offers.multilingual).toBe(false);
  });

  test('the frame’s navigation, before the shell draws it, in the site’s language where its remotes name one', () => {
    const deployment = {
      remotes: {},
      routes: [],
      entries: {},
      nav: [
        {
          path: '/',
          label: 'Explore',
          labels: { fr: 'Explorer' },
          icon: 'M0 0',
          order: 1,
          placement: 'everywhere' as const,
          remote: 'mf_browse',
        },
        {
          path: '/profile',
          label: 'Proflie',
          icon: 'M0 0',
          order: 2,
          placement: 'everywhere' as const,
          remote: 'mf_account',
        },
      ],
    };
    const html =
      '<span data-label="House Marketplace"></span><span data-label="Explore"></span><span data-label="Proflie"></span>';
    expect(withNavLabels(html, deployment, 'fr')).toBe(
      '<span data-label="House Marketplace"></span><span data-label="Explorer"></span><span data-label="Proflie"></span>',
    );
    expect(withNavLabels(html, deployment, 'en')).toBe(html);
  });
});
