// This slice's first screens and sitemap, asked of its own functions in the Functions emulator as
// the site's server asks them (issue 48): a fragment the site's server can only parse, never run.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminFirestore } from '../../../../backend/admin.mjs';
import { PROJECT_ID, SITE_URL, URLS } from '../../../../backend/config.mjs';
import {
  parseFirstScreenFragment as parseFragment,
  type FirstScreenPage,
} from '../../../../site-contract/src/first-screen-fragment.ts';

const base = `${URLS.functions}/${PROJECT_ID}/us-central1`;
const db = adminFirestore();
const id = `slice-${Date.now().toString(36)}`;
/** The fragment that is a page (a redirect is not one: undefined). */
const parseFirstScreenFragment = (json: unknown): FirstScreenPage | undefined => {
  const fragment = parseFragment(json);
  return fragment?.status === 302 ? undefined : fragment;
};
const ask = (route: string, url: string) =>
  fetch(`${base}/browseFirstScreens?${new URLSearchParams({ route, url }).toString()}`);

beforeAll(async () => {
  await db.doc(`listings/${id}`).set({
    type: 'rent',
    name: 'Harbour <b>flat</b>',
    bedrooms: 2,
    bathrooms: 1,
    parking: false,
    furnished: true,
    location: '2 Quay Street, Bristol',
    offer: false,
    regularPrice: 1400,
    currency: 'GBP',
    geolocation: { lat: 51.45, lng: -2.6 },
    imgUrls: ['https://photos.test/harbour-1.jpg', 'https://photos.test/harbour-2.jpg'],
    userRef: 'slice-owner',
    timestamp: new Date(),
  });
});

afterAll(async () => {
  await db.doc(`listings/${id}`).delete();
});

describe('the browsing slice’s first screens', () => {
  test('a listing’s fragment: its markup, the read it was made from, its own head and status', async () => {
    const response = await ask('/category/:categoryName/:listingId', `/category/rent/${id}`);
    expect(response.status).toBe(200);
    const fragment = parseFirstScreenFragment(await response.json());
    expect(fragment?.status).toBe(200);
    expect(fragment?.screen?.key).toBe(`listing/${id}`);
    expect(fragment?.screen?.html).toContain('Harbour &lt;b&gt;flat&lt;/b&gt;');
    expect(fragment?.head?.title).toBe('Harbour <b>flat</b>, for rent: £1,400 a month · House Marketplace');
    expect(fragment?.head?.tags).toContain(`<link rel="canonical" href="${SITE_URL}/category/rent/${id}" />`);
  });

  test('the answer a page carries: a list keeps the photo its card shows, a listing every photo (issue 50)', async () => {
    type Doc = { name: string; fields: { imgUrls?: { arrayValue: { values?: unknown[] } } }; createTime?: string };
    const list = parseFirstScreenFragment(await (await ask('/category/:categoryName', '/category/rent')).json());
    const documents = (list?.screen?.answer as { document?: Doc }[]).flatMap((item) => item.document ?? []);
    const ours = documents.find((document) => document.name.endsWith(`/listings/${id}`));
    expect(ours?.fields.imgUrls?.arrayValue.values).toEqual([{ stringValue: 'https://photos.test/harbour-1.jpg' }]);
    expect(documents.every((document) => document.createTime === undefined)).toBe(true);
    const page = parseFirstScreenFragment(
      await (await ask('/category/:categoryName/:listingId', `/category/rent/${id}`)).json(),
    );
    expect((page?.screen?.answer as Doc).fields.imgUrls?.arrayValue.values).toHaveLength(2);
  });

  test('the same listing under the other type, or an address no listing can have: 404 with the missing head', async () => {
    for (const url of [`/category/sale/${id}`, '/category/rent/__reserved__', '/category/flat/x']) {
      const fragment = parseFirstScreenFragment(await (await ask('/category/:categoryName/:listingId', url)).json());
      expect(fragment?.status, url).toBe(404);
      expect(fragment?.head?.tags, url).toContain('noindex');
    }
  });

  test('nothing for a route it does not render, an address its route does not match, or a search showing the map', async () => {
    expect((await ask('/saved', '/saved')).status).toBe(204);
    expect((await ask('/offers', '/category/rent')).status).toBe(204);
    expect((await ask('/search', '/search?view=map')).status).toBe(204);
  });

  test('a search naming a town without saying which: the address of the search in that town (issue 51)', async () => {
    // The listing's trigger places it in Bristol and indexes the town's names: within seconds.
    const redirect = async () => {
      const fragment = parseFragment(await (await ask('/search', '/search?q=Bristol%2C+UK&type=rent')).json());
      return fragment?.status === 302 ? fragment.location : fragment?.status;
    };
    await expect
      .poll(redirect, { timeout: 20_000, interval: 500 })
      .toMatch(/^\/search\?q=Bristol%2C\+UK&in=t-\d+&type=rent$/);
    // A street's words name no place: the words search's own first screen; a place already named too.
    const street = parseFragment(await (await ask('/search', '/search?q=Quay+Street')).json());
    expect(street?.status).toBe(200);
    const named = await ask('/search', '/search?q=Bristol&in=t-2654675');
    expect(named.status === 204 || parseFragment(await named.json())?.status === 200).toBe(true);
  });

  test('an address that is not a path is refused', async () => {
    for (const url of ['//evil.example/category/rent', 'https://evil.example/', ''])
      expect((await ask('/category/:categoryName', url)).status, url).toBe(400);
  });

  test('the sitemap names the listing on the site’s origin; a file past the last is not there', async () => {
    const sitemap = await fetch(`${base}/browseSitemap?path=/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    expect(await sitemap.text()).toContain(`<loc>${SITE_URL}/category/rent/${id}</loc>`);
    expect((await fetch(`${base}/browseSitemap?path=/sitemaps/999.xml`)).status).toBe(404);
    expect((await fetch(`${base}/browseSitemap?path=/robots.txt`)).status).toBe(404);
  });
});
