// `pnpm bench:alerts`: the saved-search alerts at 1,000 and at 10,000 saved searches (issue 37).
// Seeds saved searches over 20 cities (a fresh local backend, nothing kept), then "publishes" a
// few listings through the trigger's own matching code (mf-browse/functions/lib/saved-search-alerts.js) and
// prints, for each, the saved searches read, the notifications written, the searches that truly
// match (counted here, over every search seeded) and the time. Reads must be at most the matching
// searches plus a small constant (the `in` queries over the listing's keys), and stay flat as the
// number of saved searches grows. A script that prints figures, not a test.
import { tsImport } from 'tsx/esm/api';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBackend } from '../backend/start-backend.mjs';
import { adminFirestore } from '../backend/admin.mjs';

// listing-domain's TypeScript, run as it is (tsx): the same code the site and the server bundle.
const { searchKey } = await tsImport('../listing-domain/src/place-words.ts', import.meta.url);
const { searchFieldsOf } = await tsImport('../listing-domain/src/search-fields.ts', import.meta.url);
const { LOCAL_RATES } = await tsImport('../listing-domain/src/exchange-rates.ts', import.meta.url);
const { AVAILABILITY_UNKNOWN } = await tsImport('../listing-domain/src/search-codes.ts', import.meta.url);

const { alertSavedSearches } = await import('../mf-browse/functions/lib/saved-search-alerts.js');

const CITIES = [
  'Lyon',
  'Paris',
  'Marseille',
  'Lille',
  'Nantes',
  'Bordeaux',
  'Toulouse',
  'Nice',
  'Rennes',
  'Grenoble',
  'Dijon',
  'Brest',
  'Tours',
  'Reims',
  'Metz',
  'Nancy',
  'Angers',
  'Caen',
  'Rouen',
  'Annecy',
];

function random(seed) {
  let state = seed >>> 0;
  return () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/** A saved search as mf-browse stores one (searchMatchOf): a key and its fields' ranges. */
function makeSearch(i, next) {
  const city = CITIES[Math.floor(next() * CITIES.length)];
  const type = next() < 0.6 ? 'rent' : 'sale';
  const max = type === 'rent' ? 600 + Math.floor(next() * 30) * 100 : 100_000 + Math.floor(next() * 40) * 25_000;
  const beds = 1 + Math.floor(next() * 3);
  return {
    owner: `bench-user-${i}`,
    name: `${type} in ${city}`,
    query: `q=${city}&type=${type}&maxPrice=${max}&beds=${beds}`,
    key: searchKey({ type, place: city.toLowerCase() }),
    ranges: {
      priceToPay: { min: 50, max },
      bedrooms: { min: beds },
      bathrooms: { min: 1 },
      availableDay: { min: 0, max: AVAILABILITY_UNKNOWN },
    },
    alerts: true,
    createdAt: new Date(),
    seenAt: new Date(),
    newMatches: 0,
  };
}

async function seedSearches(db, from, to, all) {
  const next = random(from + 11);
  for (let start = from; start < to; start += 400) {
    const batch = db.batch();
    for (let i = start; i < Math.min(to, start + 400); i += 1) {
      const search = makeSearch(i, next);
      all.push(search);
      batch.set(db.collection('savedSearches').doc(`bench-user-${i}_0`), search);
    }
    await batch.commit();
  }
}

const LISTINGS = [
  ['a 2-bedroom flat for rent in Lyon, $900', 'rent', 'Lyon', 900, 2],
  ['a studio for rent in Paris, $1,400', 'rent', 'Paris', 1400, 1],
  ['a 3-bedroom house for sale in Annecy, $450,000', 'sale', 'Annecy', 450_000, 3],
];

function listingOf([, type, city, price, beds], run) {
  const listing = {
    type,
    name: `Bench home in ${city}`,
    bedrooms: beds,
    bathrooms: 1,
    parking: false,
    furnished: false,
    location: `${run + 1} Rue Pasteur, ${city}`,
    offer: false,
    regularPrice: price,
    geolocation: { lat: 45, lng: 4 },
    imgUrls: [],
    userRef: 'bench-landlord',
  };
  return { ...listing, ...searchFieldsOf(listing, LOCAL_RATES) };
}

/** The saved searches a listing truly matches, counted over every one seeded. */
function trulyMatching(all, listing) {
  return all.filter(
    (s) =>
      listing.searchKeys.includes(s.key) &&
      Object.entries(s.ranges).every(
        ([field, r]) => listing[field] >= r.min && (r.max === undefined || listing[field] <= r.max),
      ),
  ).length;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'alerts-scale-'));
const backend = await startBackend({ dataDir, seed: false, persist: false, quiet: true });
const rows = [];
try {
  const db = adminFirestore();
  const all = [];
  let seeded = 0;
  for (const size of [1_000, 10_000]) {
    const started = Date.now();
    await seedSearches(db, seeded, size, all);
    seeded = size;
    console.log(`${size} saved searches seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    for (const [run, shape] of LISTINGS.entries()) {
      const listing = listingOf(shape, run + size);
      const queries = Math.ceil(listing.searchKeys.length / 30);
      const t0 = performance.now();
      const result = await alertSavedSearches(db, `bench-${size}-${run}`, undefined, listing);
      const ms = performance.now() - t0;
      rows.push({
        'saved searches': size,
        listing: shape[0],
        'listing keys': listing.searchKeys.length,
        'in queries': queries,
        'searches read': result.searchesRead,
        'truly matching': trulyMatching(all, listing),
        'reads beyond the matches': result.searchesRead - trulyMatching(all, listing),
        'notifications written': result.notificationsWritten,
        ms: Math.round(ms),
      });
    }
  }
  console.table(rows);
  console.log(
    'Reads = the searches with one of the listing’s keys, a price cap at or above its price and a bedrooms minimum at or below its bedrooms (the other ranges are checked in the function), plus one per `in` query that finds none: they follow the matches, not the number of saved searches.',
  );
} finally {
  await backend.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
