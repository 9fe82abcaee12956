// The reads this remote's routes ask the HTML to start must answer exactly what its SDK queries
// answer: the requests (first-reads.ts, as routes.json carries them) go to the real local backend
// here, and the data functions (listing-reads.ts) decode them.
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc, Timestamp, type Firestore } from 'firebase/firestore';
import { PAGE_SIZE, RECOMMENDED_COUNT, type ListingFilter, type ListingInput } from 'listing-domain';
import { firestoreDocumentsUrl, readFirebaseSettings } from 'shared-firebase';
import type { FirstReadRequest } from 'site-contract';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { deleteListings, photoAddressOf, writeListing } from '../../../../backend/integration-fixtures.mjs';
import { FIRST_READS } from './first-reads.ts';
import { getListing, listListings, listNewestListings } from './listing-reads.ts';

/**
 * A second page as the paging sees it: its homes in order and its cursor. Past the first page come
 * other files' homes, which the server's triggers may still be completing between two reads.
 */
const pageOf = (page: Awaited<ReturnType<typeof listListings>>) => ({
  ids: page.listings.map((l) => l.id),
  next: page.next,
});

const GLOBAL = '__MARKETPLACE_PRELOAD__';

const DOCUMENTS = firestoreDocumentsUrl(readFirebaseSettings({}));

/** Starts the request as the first-load script does and leaves it where the script leaves it. */
function startEarlyRead(key: string, request: FirstReadRequest, arg = '') {
  const response = fetch(
    request.url.replace('{documents}', () => DOCUMENTS).replace('{arg}', () => encodeURIComponent(arg)),
    {
      method: request.method,
      body: request.body?.replace('{arg}', () => JSON.stringify(arg).slice(1, -1)),
    },
  );
  Reflect.set(globalThis, GLOBAL, { reads: { [key]: { response, startedAt: performance.now() } } });
}

function readsLeft(): string[] {
  const preload: unknown = Reflect.get(globalThis, GLOBAL);
  const reads: unknown = typeof preload === 'object' && preload !== null ? Reflect.get(preload, 'reads') : {};
  return typeof reads === 'object' && reads !== null ? Object.keys(reads) : [];
}

let listingId = '';
const created: string[] = [];

const HOME: ListingInput = {
  type: 'rent',
  name: 'Early read test home',
  bedrooms: 2,
  bathrooms: 1,
  parking: false,
  furnished: true,
  location: '1 Prefetch Lane',
  offer: true,
  regularPrice: 1200,
  discountedPrice: 1100,
  geolocation: { lat: 48.8566, lng: 2 },
  imgUrls: [],
};

// Two owners, as when the listings came through the editor (one may publish at most 10 a minute).
const publishers = [1, 2].map((n) => ({ uid: `early-reader-${n}-${Date.now()}`, ids: [] as string[] }));

beforeAll(async () => {
  // More offers for rent than a page holds, so the first page has a next one to continue to.
  const counts = [PAGE_SIZE, 1];
  for (const [index, publisher] of publishers.entries()) {
    const { uid } = publisher;
    for (let n = 1; n <= (counts[index] ?? 0); n += 1) {
      publisher.ids.push(
        await writeListing(uid, { ...HOME, imgUrls: [photoAddressOf(uid)], name: `Early list test home ${n}` }),
      );
    }
    if (index === publishers.length - 1) {
      listingId = await writeListing(uid, { ...HOME, imgUrls: [photoAddressOf(uid)] });
      publisher.ids.push(listingId);
    }
    created.push(...publisher.ids);
  }
});

afterAll(async () => {
  await deleteListings(created);
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, GLOBAL);
});

describe('early reads answer what the SDK answers', () => {
  test('the newest listings', async () => {
    const fromSdk = await listNewestListings(RECOMMENDED_COUNT);
    expect(fromSdk[0]?.id).toBe(listingId); // just created: the newest

    startEarlyRead('newest-listings', FIRST_READS['newest-listings']);
    const fromEarlyRead = await listNewestListings(RECOMMENDED_COUNT);
    expect(readsLeft()).toEqual([]); // used, not read again
    expect(fromEarlyRead).toEqual(fromSdk);
  });

  test('one listing, and a missing one still reads as missing', async () => {
    const requests = FIRST_READS;
    const fromSdk = await getListing(listingId);
    expect(fromSdk).toMatchObject({ name: 'Early read test home', geolocation: { lat: 48.8566, lng: 2 } });

    startEarlyRead(`listing/${listingId}`, requests.listing, listingId);
    expect(await getListing(listingId)).toEqual(fromSdk);
    expect(readsLeft()).toEqual([]);

    startEarlyRead('listing/no-such-listing', requests.listing, 'no-such-listing');
    expect(await getListing('no-such-listing')).toBeNull();
  });

  const lists: {
    name: string;
    key: string;
    read: 'offer-listings' | 'category-listings';
    filter: ListingFilter;
    arg?: string;
  }[] = [
    { name: 'the first page of the offers', key: 'offer-listings', read: 'offer-listings', filter: { offer: true } },
    {
      name: 'the first page of a category',
      key: 'category-listings/rent',
      read: 'category-listings',
      filter: { type: 'rent' },
      arg: 'rent',
    },
  ];
  test.each(lists)('$name, and the SDK continues from its cursor', async ({ key, read, filter, arg }) => {
    const fromSdk = await listListings({ filter });
    expect(fromSdk.listings).toHaveLength(PAGE_SIZE);
    expect(fromSdk.listings[0]?.id).toBe(listingId); // just created: the newest
    expect(fromSdk.next).not.toBeNull();

    startEarlyRead(key, FIRST_READS[read], arg);
    const fromEarlyRead = await listListings({ filter });
    expect(readsLeft()).toEqual([]);
    expect(fromEarlyRead).toEqual(fromSdk); // the listings and the cursor, to the nanosecond

    const secondPage = await listListings({ filter, after: fromSdk.next });
    expect(pageOf(await listListings({ filter, after: fromEarlyRead.next }))).toEqual(pageOf(secondPage));
    const shown = [...fromSdk.listings, ...secondPage.listings].map((l) => l.id);
    expect(new Set(shown).size).toBe(shown.length); // no listing twice
    expect(shown).toEqual(expect.arrayContaining(created)); // none skipped
  });

  test('listings of the same time page by id, across the page boundary, on both paths', async () => {
    // Twelve listings for sale written at one instant (past the rules, which would stamp each with
    // its own request time), an hour ahead so they are the newest for sale.
    const now = Date.now() + 3_600_000;
    const at = new Timestamp(Math.floor(now / 1000), (now % 1000) * 1_000_000 + 123_000); // microseconds
    const tied = Array.from({ length: PAGE_SIZE + 2 }, (_, n) => `tied-${String(n).padStart(2, '0')}`);
    const testEnv = await initializeTestEnvironment({
      projectId: 'demo-marketplace',
      firestore: { host: '127.0.0.1', port: 8080 },
    });
    const write = (id: string, method: 'set' | 'delete') =>
      testEnv.withSecurityRulesDisabled(async (context) => {
        const listing = doc(context.firestore() as unknown as Firestore, 'listings', id);
        if (method === 'delete') return deleteDoc(listing);
        return setDoc(listing, {
          type: 'sale',
          name: `Tied sale home ${id}`,
          bedrooms: 2,
          bathrooms: 1,
          parking: false,
          furnished: false,
          location: '1 Same Time Street',
          offer: false,
          regularPrice: 90000,
          geolocation: { lat: 1, lng: 2 },
          imgUrls: ['https://example.com/a.png'],
          userRef: 'someone',
          timestamp: at,
        });
      });
    for (const id of tied) await write(id, 'set');
    try {
      const filter: ListingFilter = { type: 'sale' };
      const fromSdk = await listListings({ filter });
      expect(fromSdk.listings.map((l) => l.id)).toEqual([...tied].reverse().slice(0, PAGE_SIZE));
      startEarlyRead('category-listings/sale', FIRST_READS['category-listings'], 'sale');
      const fromEarlyRead = await listListings({ filter });
      expect(fromEarlyRead).toEqual(fromSdk);
      const second = await listListings({ filter, after: fromEarlyRead.next });
      expect(second.listings.slice(0, 2).map((l) => l.id)).toEqual(['tied-01', 'tied-00']);
      expect(pageOf(await listListings({ filter, after: fromSdk.next }))).toEqual(pageOf(second));
    } finally {
      for (const id of tied) await write(id, 'delete');
      await testEnv.cleanup();
    }
  });

  test('a home the server took off the lists (issue 52) is left out, on both paths; its page still opens', async () => {
    const now = Date.now() + 7_200_000; // the newest for sale for this test
    const testEnv = await initializeTestEnvironment({
      projectId: 'demo-marketplace',
      firestore: { host: '127.0.0.1', port: 8080 },
    });
    const homes = { 'care-on': true, 'care-off': false };
    const write = (id: string, listed: boolean | null) =>
      testEnv.withSecurityRulesDisabled(async (context) => {
        const listing = doc(context.firestore() as unknown as Firestore, 'listings', id);
        if (listed === null) return deleteDoc(listing);
        return setDoc(listing, {
          ...HOME,
          type: 'sale',
          name: `Cared sale home ${id}`,
          userRef: 'someone',
          timestamp: Timestamp.fromMillis(now),
          listed,
        });
      });
    for (const [id, listed] of Object.entries(homes)) await write(id, listed);
    try {
      const filter: ListingFilter = { type: 'sale' };
      const fromSdk = await listListings({ filter });
      expect(fromSdk.listings.map((l) => l.id)).toContain('care-on');
      expect(fromSdk.listings.map((l) => l.id)).not.toContain('care-off');
      startEarlyRead('category-listings/sale', FIRST_READS['category-listings'], 'sale');
      expect(await listListings({ filter })).toEqual(fromSdk);
      expect(await getListing('care-off')).toMatchObject({ id: 'care-off', listed: false });
    } finally {
      for (const id of Object.keys(homes)) await write(id, null);
      await testEnv.cleanup();
    }
  });

  test('a list of another page size leaves the early read alone', async () => {
    const requests = FIRST_READS;
    startEarlyRead('offer-listings', requests['offer-listings']);
    await listListings({ filter: { offer: true }, pageSize: 3 });
    expect(readsLeft()).toEqual(['offer-listings']);
  });
});
