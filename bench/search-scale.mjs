// `pnpm bench:search`: the search at 100 and at 10,000 listings. Seeds listings spread over 20
// cities (a fresh local backend, nothing kept), then runs each query shape with a few filter
// combinations, first page and next page, and prints the documents each page read and the median
// latency. Reads per page must not grow with the collection: a page asks for page size + 1.
// Prices are in euros, pounds and dollars (issue 53): a price range is converted to euros with the
// local fixed rates, as the page does, and compared with each home's price in euros.
// The map view too: the homes of a visible area, at most MAP_HOMES_MAX + 1 read per view. And a
// search around a place (issue 51), as the page reads it (mf-browse's search-near.ts): in the list's
// own orders, the search's pages of the box around its circle (page size + 1 each; a page whose
// homes all lie in the box's corners is followed by the next), the homes within the circle kept;
// nearest first, rings read outwards by the page's own searchNearestPage (search-nearest.ts), its
// counts and strip reads asked of the emulator here: documents read and counts asked per page.
// A script that prints figures, not a test.
import { tsImport } from 'tsx/esm/api';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBackend } from '../backend/start-backend.mjs';
import { adminFirestore } from '../backend/admin.mjs';

// listing-domain's TypeScript, run as it is (tsx): the same code the site and the server bundle.
const { searchKey } = await tsImport('../listing-domain/src/place-words.ts', import.meta.url);
const { searchFieldsOf } = await tsImport('../listing-domain/src/search-fields.ts', import.meta.url);
const { LOCAL_RATES, euroBound } = await tsImport('../listing-domain/src/exchange-rates.ts', import.meta.url);
// The browsing slice's gazetteer (issue 51): each home is stored with its town, region and country,
// as the server's trigger places it, so searches by place, region and country are measured too.
const { gazetteer } = await tsImport('../mf-browse/functions/src/places/gazetteer.ts', import.meta.url);
// The page's own box around a circle and distance (mf-browse's search-near.ts).
const { boxAround, distanceKm } = await tsImport('../mf-browse/src/api/search/search-near.ts', import.meta.url);
const { searchNearestPage } = await tsImport('../mf-browse/src/api/search/search-nearest.ts', import.meta.url);

const PAGE_SIZE = 10;
/** MAP_LIMITS.homesMax of mf-browse's api/search/search-query.ts. */
const MAP_HOMES_MAX = 200;
// Median of 5 runs; SEARCH_BENCH_RUNS=1 for a quicker look (the emulator scans the collection for every
// query and count: a nearest-first page asks a handful of counts).
const RUNS = Number(process.env.SEARCH_BENCH_RUNS ?? 5);
const CITIES = [
  ['Lyon', 45.76, 4.83, 9],
  ['Paris', 48.86, 2.35, 14],
  ['Marseille', 43.3, 5.37, 7],
  ['Lille', 50.63, 3.06, 5],
  ['Nantes', 47.22, -1.55, 5],
  ['Bordeaux', 44.84, -0.58, 6],
  ['Toulouse', 43.6, 1.44, 6],
  ['Nice', 43.7, 7.27, 4],
  ['Rennes', 48.11, -1.68, 4],
  ['Grenoble', 45.19, 5.72, 3],
  ['Dijon', 47.32, 5.04, 3],
  ['Brest', 48.39, -4.49, 2],
  ['Tours', 47.39, 0.69, 3],
  ['Reims', 49.26, 4.03, 3],
  ['Metz', 49.12, 6.18, 2],
  ['Nancy', 48.69, 6.18, 3],
  ['Angers', 47.47, -0.55, 3],
  ['Caen', 49.18, -0.37, 2],
  ['Rouen', 49.44, 1.1, 3],
  ['Annecy', 45.9, 6.13, 2],
];
const STREETS = [
  'Rue de la Paix',
  'Avenue Victor Hugo',
  'Boulevard Voltaire',
  'Rue Pasteur',
  'Place de la Gare',
  'Quai des Arts',
];

/** A small deterministic generator, so every run seeds the same homes. */
function random(seed) {
  let state = seed >>> 0;
  return () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

function makeListing(i, next) {
  const weights = CITIES.reduce((sum, city) => sum + city[3], 0);
  let pick = next() * weights;
  const [city, lat, lng] = CITIES.find((c) => (pick -= c[3]) < 0) ?? CITIES[0];
  const type = next() < 0.6 ? 'rent' : 'sale';
  const base = type === 'rent' ? 400 + Math.floor(next() ** 2 * 3600) : 80_000 + Math.floor(next() ** 2 * 1_900_000);
  const offer = next() < 0.25;
  const listing = {
    type,
    name: `Home ${i} in ${city}`.slice(0, 32).padEnd(10, '.'),
    bedrooms: 1 + Math.floor(next() ** 1.5 * 5),
    bathrooms: 1 + Math.floor(next() ** 2 * 3),
    parking: next() < 0.5,
    furnished: next() < 0.3,
    location: `${1 + Math.floor(next() * 150)} ${STREETS[Math.floor(next() * STREETS.length)]}, ${city}`,
    offer,
    regularPrice: base,
    ...(offer ? { discountedPrice: Math.round(base * 0.9) } : {}),
    // Most in euros; some in pounds and some in dollars (no currency), as a mixed site has them.
    ...(i % 5 === 0 ? {} : { currency: i % 5 === 1 ? 'GBP' : 'EUR' }),
    geolocation: { lat: lat + (next() - 0.5) * 0.1, lng: lng + (next() - 0.5) * 0.1 },
    imgUrls: ['https://example.com/photo.jpg'],
    userRef: 'scale-owner',
    timestamp: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
  };
  const place = gazetteer().placeAt(listing.geolocation.lat, listing.geolocation.lng, listing.location);
  const placed = place ? { ...listing, place } : listing;
  return { ...placed, ...searchFieldsOf(placed, LOCAL_RATES) };
}

async function seed(db, from, to) {
  const next = random(from + 7);
  for (let start = from; start < to; start += 400) {
    const batch = db.batch();
    for (let i = start; i < Math.min(to, start + 400); i += 1)
      batch.set(db.collection('listings').doc(`scale-${i}`), makeListing(i, next));
    await batch.commit();
  }
}

/** No price range: every price in euros. */
const ANY = [0, Number.MAX_SAFE_INTEGER];
/** A range in `currency`, in euros as the page converts it. */
const range = (min, max, currency) => [
  euroBound(min, currency, LOCAL_RATES, 'min'),
  euroBound(max, currency, LOCAL_RATES, 'max'),
];

/**
 * The searches measured: [label, sort, key parts, [price min, price max] in euros, bedrooms min,
 * and the map's area the list keeps to after "Search this area" (issue 53)].
 */
const SEARCHES = [
  ['newest, no filter', 'newest', {}, ANY, 1],
  ['newest, "lyon", rent, 2+ bedrooms', 'newest', { type: 'rent', place: 'lyon' }, ANY, 2],
  ['price ↑, rent up to $1,500 (every currency)', 'price-asc', { type: 'rent' }, range(50, 1500, 'USD'), 1],
  ['price ↑, rent £800 to £1,300 (every currency)', 'price-asc', { type: 'rent' }, range(800, 1300, 'GBP'), 1],
  ['price ↓, sale, parking, offers', 'price-desc', { type: 'sale', parking: true, offer: true }, ANY, 1],
  // Places as people name them (issue 51): a town, a region, a country, found by their tokens.
  ['newest, town of Lyon (gazetteer), rent', 'newest', { type: 'rent', place: '@t-2996944' }, ANY, 1],
  ['price ↑, region Auvergne-Rhône-Alpes', 'price-asc', { place: '@r-fr-ara' }, ANY, 1],
  ['newest, country France, 2+ bedrooms', 'newest', { place: '@c-fr' }, ANY, 2],
  ['price ↑, "avenue-victor-hugo", furnished', 'price-asc', { furnished: true, place: 'avenue-victor-hugo' }, ANY, 1],
  ['newest, the list in a Paris area of the map', 'newest', {}, ANY, 1, [48.8, 2.28, 48.92, 2.42]],
  ['price ↓, rent in a Lyon area of the map', 'price-desc', { type: 'rent' }, ANY, 1, [45.74, 4.8, 45.78, 4.86]],
];
const ORDER = {
  newest: ['timestamp', 'desc'],
  'price-asc': ['priceEur', 'asc'],
  'price-desc': ['priceEur', 'desc'],
};

function searchQuery(db, [, sort, parts, [min, max], beds, area]) {
  let query = db
    .collection('listings')
    .where('searchKeys', 'array-contains', searchKey(parts))
    .where('priceEur', '>=', min)
    .where('priceEur', '<=', max)
    .where('bedrooms', '>=', beds)
    .where('bathrooms', '>=', 1);
  if (area) {
    const [south, west, north, east] = area;
    query = query
      .where('geolocation.lat', '>=', south)
      .where('geolocation.lat', '<=', north)
      .where('geolocation.lng', '>=', west)
      .where('geolocation.lng', '<=', east);
  }
  return query.orderBy(...ORDER[sort]).limit(PAGE_SIZE + 1);
}

/** The map views measured: [label, key parts, [price min, price max], bedrooms min, [south, west, north, east]]. */
const MAP_VIEWS = [
  ['map: a Lyon district, any home', {}, ANY, 1, [45.74, 4.8, 45.78, 4.86]],
  ['map: Paris, rent up to $1,500', { type: 'rent' }, range(50, 1500, 'USD'), 1, [48.8, 2.28, 48.92, 2.42]],
  ['map: all of France, sale, 3+ bedrooms', { type: 'sale' }, ANY, 3, [41, -5, 51.5, 9]],
];

/** The searches around a place measured: [label, sort, key parts, [price min, price max], bedrooms min, centre, km]. */
const RADIUS_SEARCHES = [
  ['newest, within 1 km of Lyon, any home', 'newest', {}, ANY, 1, { lat: 45.76, lng: 4.83 }, 1],
  ['newest, within 5 km of Paris, rent', 'newest', { type: 'rent' }, ANY, 1, { lat: 48.86, lng: 2.35 }, 5],
  ['price ↑, within 25 km of Grenoble, 2+ bedrooms', 'price-asc', {}, ANY, 2, { lat: 45.19, lng: 5.72 }, 25],
  ['nearest, within 1 km of Lyon, any home', 'nearest', {}, ANY, 1, { lat: 45.76, lng: 4.83 }, 1],
  ['nearest, within 5 km of Paris, rent', 'nearest', { type: 'rent' }, ANY, 1, { lat: 48.86, lng: 2.35 }, 5],
  ['nearest, within 25 km of Paris, any home', 'nearest', {}, ANY, 1, { lat: 48.86, lng: 2.35 }, 25],
];

/** Pages read at most for one page around a place (NEAR_PAGE_READS of search-near.ts). */
const NEAR_PAGE_READS = 4;

/**
 * One page of a search around a place in a list order, as searchNearPage reads it: the search's
 * pages of the box from `after` until one holds a home of the circle; the documents read, the
 * homes kept and where the next page starts.
 */
async function nearPage(db, search, centre, km, after) {
  let reads = 0;
  let kept = 0;
  let cursor = after;
  for (let read = 0; read < NEAR_PAGE_READS; read += 1) {
    const page = await (cursor ? searchQuery(db, search).startAfter(cursor) : searchQuery(db, search)).get();
    reads += page.size;
    const shown = page.docs.slice(0, PAGE_SIZE);
    kept += shown.filter((listing) => distanceKm(centre, listing.get('geolocation')) <= km).length;
    cursor = page.size > PAGE_SIZE ? shown.at(-1) : undefined;
    if (kept > 0 || !cursor) break;
  }
  return { reads, kept, cursor };
}

/**
 * One page of a search around a place nearest first, as the page reads it (searchNearestPage):
 * its counts and strip pages asked of the emulator with the search's filters and the area asked.
 */
async function nearestPage(db, search, centre, km, after) {
  let reads = 0;
  let counts = 0;
  const inArea = ({ south, west, north, east }) => searchQuery(db, [...search, [south, west, north, east]]);
  const page = await searchNearestPage(
    { criteria: { sort: 'nearest' }, centre, km, after },
    {
      countSearch: async (criteria) => {
        counts += 1;
        const count = (
          await inArea(criteria.area)
            .limit(MAP_HOMES_MAX + 1)
            .count()
            .get()
        ).data().count;
        return { count: Math.min(count, MAP_HOMES_MAX), more: count > MAP_HOMES_MAX };
      },
      searchListings: async ({ criteria, pageSize, after: cursor }) => {
        const query = inArea(criteria.area).limit(pageSize + 1);
        const found = await (cursor ? query.startAfter(cursor) : query).get();
        reads += found.size;
        const docs = found.docs.slice(0, pageSize);
        const listings = docs.map((d) => ({ id: d.id, geolocation: d.get('geolocation') }));
        return { listings, next: found.size > pageSize ? docs.at(-1) : null };
      },
    },
  );
  return { reads, counts, shown: page.listings.length, next: page.next };
}

function mapQuery(db, [, parts, [min, max], beds, [south, west, north, east]]) {
  return db
    .collection('listings')
    .where('searchKeys', 'array-contains', searchKey(parts))
    .where('priceEur', '>=', min)
    .where('priceEur', '<=', max)
    .where('bedrooms', '>=', beds)
    .where('bathrooms', '>=', 1)
    .where('geolocation.lat', '>=', south)
    .where('geolocation.lat', '<=', north)
    .where('geolocation.lng', '>=', west)
    .where('geolocation.lng', '<=', east)
    .orderBy('geolocation.lat')
    .limit(MAP_HOMES_MAX + 1);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(db) {
  const rows = [];
  for (const search of SEARCHES) {
    process.stderr.write(`${search[0]}…\n`);
    const first = [];
    const second = [];
    let reads = [0, 0];
    for (let run = 0; run < RUNS; run += 1) {
      let started = performance.now();
      const page1 = await searchQuery(db, search).get();
      first.push(performance.now() - started);
      reads[0] = page1.size;
      const last = page1.docs[Math.min(PAGE_SIZE, page1.size) - 1];
      if (last && page1.size > PAGE_SIZE) {
        started = performance.now();
        const page2 = await searchQuery(db, search).startAfter(last).get();
        second.push(performance.now() - started);
        reads[1] = page2.size;
      }
    }
    rows.push({ search: search[0], reads, first: median(first), second: second.length ? median(second) : undefined });
  }
  for (const view of MAP_VIEWS) {
    const times = [];
    let reads = 0;
    process.stderr.write(`${view[0]}…\n`);
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      reads = (await mapQuery(db, view).get()).size;
      times.push(performance.now() - started);
    }
    rows.push({ search: view[0], reads: [reads, 0], first: median(times), map: true });
  }
  for (const [label, sort, parts, price, beds, centre, km] of RADIUS_SEARCHES) {
    const times = [];
    process.stderr.write(`${label}…\n`);
    const { south, west, north, east } = boxAround(centre, km);
    if (sort !== 'nearest') {
      const search = [label, sort, parts, price, beds, [south, west, north, east]];
      const second = [];
      let pages = [];
      for (let run = 0; run < RUNS; run += 1) {
        let started = performance.now();
        const page1 = await nearPage(db, search, centre, km);
        times.push(performance.now() - started);
        pages = [page1];
        if (page1.cursor) {
          started = performance.now();
          pages.push(await nearPage(db, search, centre, km, page1.cursor));
          second.push(performance.now() - started);
        }
      }
      const shown = pages.map((page) => page.kept).join(' + ');
      rows.push({
        search: `${label} (${shown} shown)`,
        reads: [pages[0].reads, pages[1]?.reads ?? 0],
        first: median(times),
        second: second.length ? median(second) : undefined,
      });
      continue;
    }
    const second = [];
    let pages = [];
    for (let run = 0; run < RUNS; run += 1) {
      let started = performance.now();
      const page1 = await nearestPage(db, [label, 'newest', parts, price, beds], centre, km, null);
      times.push(performance.now() - started);
      pages = [page1];
      if (page1.next) {
        started = performance.now();
        pages.push(await nearestPage(db, [label, 'newest', parts, price, beds], centre, km, page1.next));
        second.push(performance.now() - started);
      }
    }
    const shown = pages.map((page) => page.shown).join(' + ');
    const counts = pages.map((page) => page.counts).join(' + ');
    rows.push({
      search: `${label} (${shown} shown; ${counts} counts)`,
      reads: [pages[0].reads, pages[1]?.reads ?? 0],
      first: median(times),
      second: second.length ? median(second) : undefined,
    });
  }
  return rows;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'search-scale-'));
const backend = await startBackend({ dataDir, seed: false, persist: false, quiet: true });
try {
  const db = adminFirestore();
  const results = {};
  await seed(db, 0, 100);
  results[100] = await measure(db);
  process.stderr.write('seeding 10,000 listings…\n');
  await seed(db, 100, 10_000);
  results[10_000] = await measure(db);
  console.log(
    `\nSearch at scale (local Firestore emulator, median of ${RUNS}; reads = documents a page returned, page size ${PAGE_SIZE} + 1; a map view reads at most ${MAP_HOMES_MAX} + 1; counts: Firestore count queries asked, one read each):\n`,
  );
  console.log('| search | listings | reads page 1 | reads page 2 | ms page 1 | ms page 2 |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const [count, rows] of Object.entries(results)) {
    for (const row of rows) {
      const ms = (value) => (value === undefined ? '–' : value.toFixed(1));
      console.log(
        `| ${row.search} | ${Number(count).toLocaleString('en-US')} | ${row.reads[0]} | ${row.reads[1] || '–'} | ${ms(row.first)} | ${ms(row.second)} |`,
      );
    }
  }
  const grew = results[10_000].some((row) =>
    row.reads.some((reads) => reads > (row.map ? MAP_HOMES_MAX : PAGE_SIZE) + 1),
  );
  console.log(
    `\nreads per page ${grew ? 'GREW past' : 'stayed within'} page size + 1 (a map view: ${MAP_HOMES_MAX} + 1) at 10,000 listings`,
  );
} finally {
  await backend.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
