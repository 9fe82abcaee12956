// The reads the shell's HTML starts early must answer exactly what the SDK answers: the requests
// go to the real local backend here, and the data functions decode them.
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { firebaseCore } from '../app/firebase-services.ts';
import type { EarlyReadRequest } from '../app/early-reads.ts';
import { signUpWithEmail } from '../auth/auth.ts';
import { listingEarlyReadRequests } from './listing-early-reads.ts';
import { RECOMMENDED_COUNT } from './listing-limits.ts';
import { createListing, getListing, listNewestListings } from './listings.ts';

const GLOBAL = '__MARKETPLACE_PRELOAD__';

/** Starts the request as the route preload script does and leaves it where the script leaves it. */
function startEarlyRead(key: string, request: EarlyReadRequest, arg = '') {
  const response = fetch(request.url.replace('{arg}', encodeURIComponent(arg)), {
    method: request.method,
    body: request.body,
  });
  Reflect.set(globalThis, GLOBAL, { reads: { [key]: { response, startedAt: performance.now() } } });
}

function readsLeft(): string[] {
  const preload: unknown = Reflect.get(globalThis, GLOBAL);
  const reads: unknown = typeof preload === 'object' && preload !== null ? Reflect.get(preload, 'reads') : {};
  return typeof reads === 'object' && reads !== null ? Object.keys(reads) : [];
}

let listingId = '';

beforeAll(async () => {
  await signUpWithEmail('Early Reader', `early-${Date.now()}@example.com`, 'secret-pass-1');
  listingId = await createListing({
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
    imgUrls: ['http://127.0.0.1:9199/v0/b/demo-marketplace.appspot.com/o/images%2Fearly.png?alt=media'],
  });
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, GLOBAL);
});

describe('early reads answer what the SDK answers', () => {
  test('the newest listings', async () => {
    const fromSdk = await listNewestListings(RECOMMENDED_COUNT);
    expect(fromSdk[0]?.id).toBe(listingId); // just created: the newest

    startEarlyRead('newest-listings', listingEarlyReadRequests(firebaseCore().settings)['newest-listings']);
    const fromEarlyRead = await listNewestListings(RECOMMENDED_COUNT);
    expect(readsLeft()).toEqual([]); // used, not read again
    expect(fromEarlyRead).toEqual(fromSdk);
  });

  test('one listing, and a missing one still reads as missing', async () => {
    const requests = listingEarlyReadRequests(firebaseCore().settings);
    const fromSdk = await getListing(listingId);
    expect(fromSdk).toMatchObject({ name: 'Early read test home', geolocation: { lat: 48.8566, lng: 2 } });

    startEarlyRead(`listing/${listingId}`, requests.listing, listingId);
    expect(await getListing(listingId)).toEqual(fromSdk);
    expect(readsLeft()).toEqual([]);

    startEarlyRead('listing/no-such-listing', requests.listing, 'no-such-listing');
    expect(await getListing('no-such-listing')).toBeNull();
  });
});
