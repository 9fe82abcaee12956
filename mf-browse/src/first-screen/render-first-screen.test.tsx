// @vitest-environment node
// The first-screen module as the site's server runs it (in Node, no DOM): the pages rendered from
// the REST answer of their first read, the owner's text escaped, and 404 for a missing listing.
import { describe, expect, test } from 'vitest';
import { earlyRead } from '../early-reads/search-early-read.ts';
import { firstRead, renderFirstScreen } from './render-first-screen.tsx';

const restListing = (id: string, name: string) => ({
  name: `projects/p/databases/(default)/documents/listings/${id}`,
  fields: {
    name: { stringValue: name },
    type: { stringValue: 'rent' },
    bedrooms: { integerValue: '2' },
    bathrooms: { integerValue: '1' },
    parking: { booleanValue: false },
    furnished: { booleanValue: false },
    offer: { booleanValue: false },
    regularPrice: { integerValue: '1350' },
    location: { stringValue: '1 Quay Street' },
    geolocation: { mapValue: { fields: { lat: { doubleValue: 51.5 }, lng: { doubleValue: -0.1 } } } },
    imgUrls: { arrayValue: { values: [{ stringValue: 'https://photos.test/a.jpg' }] } },
    userRef: { stringValue: 'owner' },
    timestamp: { timestampValue: '2026-11-01T12:00:00.123456Z' },
  },
});

describe('the first screens the server renders', async () => {
  test('a list: its heading and first cards, newest first, the owner’s text as text', async () => {
    const screen = await renderFirstScreen({
      route: '/category/:categoryName',
      url: '/category/rent',
      key: 'category-listings/rent',
      answer: [
        { document: restListing('a', 'Loft <b>"x"</b></script>') },
        { document: restListing('b', 'Second home') },
      ],
    });
    expect(screen?.status).toBe(200);
    expect(screen?.html).toContain('Places for rent');
    expect(screen?.html).toContain('Loft &lt;b&gt;&quot;x&quot;&lt;/b&gt;&lt;/script&gt;');
    expect(screen?.html).not.toContain('</script>');
    expect(screen?.html).toContain('href="/category/rent/b"');
    expect(screen?.html).toContain('$1,350 / Month');
    expect(screen?.html).not.toContain('<template'); // React's note on the lazy parts is left out
  });

  test('a listing: its cover, name and price; a missing one says so, with 404', async () => {
    const screen = await renderFirstScreen({
      route: '/category/:categoryName/:listingId',
      url: '/category/rent/a',
      key: 'listing/a',
      answer: restListing('a', 'Harbour flat'),
    });
    expect(screen?.status).toBe(200);
    expect(screen?.html).toMatch(/<h1 id="listing-title"[^>]*>Harbour flat<!-- --> - <!-- -->\$1,350 \/ Month<\/h1>/);
    expect(screen?.html).toContain('src="https://photos.test/a.jpg"');
    expect(screen?.html).not.toContain('Save home'); // not at the page's first render either

    const missing = await renderFirstScreen({
      route: '/category/:categoryName/:listingId',
      url: '/category/rent/gone',
      key: 'listing/gone',
      answer: { error: { code: 404, status: 'NOT_FOUND' } },
    });
    expect(missing).toMatchObject({ status: 404 });
    expect(missing?.html).toContain('Listing not found');
  });

  test('a listing in the page’s language (issue 88): its words and price in French, then English again', async () => {
    const listing = { route: '/category/:categoryName/:listingId', url: '/category/rent/a', key: 'listing/a' };
    const french = await renderFirstScreen({ ...listing, answer: restListing('a', 'Harbour flat'), locale: 'fr' });
    expect(french?.html).toMatch(/Harbour flat<!-- --> - <!-- -->\$1,350 \/ mois<\/h1>/);
    expect(french?.html).toContain('À louer');
    expect(french?.html).toContain('Emplacement');
    expect(french?.html).not.toContain('For Rent');
    // The next render, for another visitor, is in its own language: nothing is left over.
    const english = await renderFirstScreen({ ...listing, answer: restListing('a', 'Harbour flat') });
    expect(english?.html).toContain('For Rent');
    expect(english?.html).not.toContain('À louer');
  });

  test('explore: the newest homes’ first slide and the categories', async () => {
    const screen = await renderFirstScreen({
      route: '/',
      url: '/',
      key: 'newest-listings',
      answer: [{ document: restListing('a', 'Newest flat') }, { document: restListing('b', 'Older flat') }],
    });
    expect(screen?.html).toContain('Recommended');
    expect(screen?.html).toContain('Newest flat');
    expect(screen?.html).toContain('href="/category/rent/a"');
    expect(screen?.html).toContain('Places for rent');
  });

  test('a search: its filters, the count line and its first cards, both layouts drawn for the stylesheet', async () => {
    const url = new URL('https://site.test/search?q=Quay&type=rent');
    const read = firstRead({ route: '/search', url, documentsUrl: 'http://db.test/documents' });
    expect(read).toEqual(earlyRead(url, 'http://db.test/documents'));
    const screen = await renderFirstScreen({
      route: '/search',
      url: url.pathname + url.search,
      key: read!.key,
      answer: [{ document: restListing('a', 'Quay <i>loft</i>') }, { document: restListing('b', 'Quay house') }],
    });
    expect(screen?.status).toBe(200);
    expect(screen?.html).toContain('Search homes');
    expect(screen?.html).toContain('Quay &lt;i&gt;loft&lt;/i&gt;');
    expect(screen?.html).toContain('href="/category/rent/b"');
    expect(screen?.html).toMatch(/<input[^>]*value="Quay"/); // the place typed, in its field
    // The List/Map choice (phones) and the map's place (wide screens): the stylesheet shows one.
    expect(screen?.html).toContain('Show results as');
    expect(screen?.html).toContain('aria-label="Loading the map"');
    expect(screen?.html).toMatch(/<details class="[^"]*"><summary/); // closed: the stylesheet opens it on wide screens
  });

  test('a search gets no first screen where the server cannot know what the page reads first', () => {
    const at = (address: string) =>
      firstRead({ route: '/search', url: new URL(address, 'https://site.test'), documentsUrl: 'http://db.test' });
    expect(at('/search?q=Lyon&view=map')).toBeNull(); // a phone reads the map's area
    expect(at('/search?sort=cheapest')).toBeNull(); // corrected first
    expect(at('/search')).not.toBeNull();
    expect(firstRead({ route: '/offers', url: new URL('https://site.test/offers'), documentsUrl: '' })).toBeNull();
  });

  test('no answer, or a route it does not render: no first screen (the page renders it)', async () => {
    expect(
      await renderFirstScreen({ route: '/offers', url: '/offers', key: 'offer-listings', answer: undefined }),
    ).toBeNull();
    expect(await renderFirstScreen({ route: '/saved', url: '/saved', key: 'x', answer: [] })).toBeNull();
  });
});
