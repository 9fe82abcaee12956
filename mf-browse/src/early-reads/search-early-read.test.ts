import { DEFAULT_CRITERIA, PAGE_SIZE, searchFirstRead } from '../api/search/search-first-read.ts';
import { expect, test, vi } from 'vitest';
import { earlyRead } from './search-early-read.ts';

const DOCUMENTS = 'http://db.test/v1/projects/p/databases/(default)/documents';

test('asks what the page asks for its address: the same request, under the key the page takes it by', () => {
  const read = earlyRead(new URL('https://site.test/search?q=Lyon&type=rent&beds=2&sort=price-asc'), DOCUMENTS);
  const criteria = {
    ...DEFAULT_CRITERIA,
    place: 'Lyon',
    type: 'rent' as const,
    bedroomsMin: 2,
    sort: 'price-asc' as const,
  };
  expect(read).toEqual(searchFirstRead(criteria, PAGE_SIZE, DOCUMENTS));
  expect(read?.request.url).toBe(`${DOCUMENTS}:runQuery`);
  expect(JSON.parse(read?.request.body ?? '{}')).toMatchObject({ structuredQuery: { limit: PAGE_SIZE + 1 } });
});

test('asks for the list in the map area searched, as the page does (issue 53)', () => {
  const area = { south: 45.7, west: 4.8, north: 45.8, east: 4.9 };
  const read = earlyRead(new URL('https://site.test/search?q=Lyon&area=45.7,4.8,45.8,4.9'), DOCUMENTS);
  expect(read).toEqual(searchFirstRead({ ...DEFAULT_CRITERIA, place: 'Lyon', area }, PAGE_SIZE, DOCUMENTS));
  expect(read?.request.body).toContain('geolocation.lng');
});

test('asks nothing for an address the page corrects first, a price range, a radius or a phone showing the map', () => {
  expect(earlyRead(new URL('https://site.test/search?sort=cheapest'), DOCUMENTS)).toBeNull();
  // Around a town (issue 51): the page reads the box around its centre, which it looks up first.
  expect(earlyRead(new URL('https://site.test/search?q=Lyon&in=t-2996944&km=5'), DOCUMENTS)).toBeNull();
  expect(earlyRead(new URL('https://site.test/search?q=Lyon&in=t-2996944'), DOCUMENTS)).not.toBeNull();
  // Converted with the server's exchange rates first (issue 53).
  expect(earlyRead(new URL('https://site.test/search?q=Lyon&maxPrice=900&currency=EUR'), DOCUMENTS)).toBeNull();
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  expect(earlyRead(new URL('https://site.test/search?q=Lyon&view=map'), DOCUMENTS)).toBeNull();
  vi.stubGlobal('matchMedia', () => ({ matches: true }));
  expect(earlyRead(new URL('https://site.test/search?q=Lyon&view=map'), DOCUMENTS)).not.toBeNull();
  vi.unstubAllGlobals();
});
