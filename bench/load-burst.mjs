// `pnpm bench:load` (issue 83): the site as `pnpm start` runs it, under bursts of page views, with
// the triggers timed during each burst. Bounded, on localhost only, with a backend of its own (a
// fresh seeded one, nothing kept): do not run it beside `pnpm start` (the same ports).
//
// 1. 200 page views one after another with the site otherwise idle: how many lack their first screen.
// 2. Bursts of 50, 150 and 500 page views at once (listing pages, the lists and searches): 80 % of
//    pages seen in the last minute, 20 % listing pages never seen (a shared link with its own
//    query). During each burst a home is published and a saved search waits for it: the time until
//    the home has its search fields, and until the search's alert exists.
// 3. After each burst: how soon the first-screen function answers within 1 s again.
// Printed: answers, share within 3 s, share with first screen (seen and unseen), p50/p95/p99,
// trigger delays, recovery. A script that prints figures, not a test. SITE_CDN_CACHE=0: the host as
// `pnpm start` runs it by default; LOAD_BURSTS=50,150: other burst sizes.
import { Worker } from 'node:worker_threads';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { adminFirestore } from '../backend/admin.mjs';
import { PROJECT_ID, URLS } from '../backend/config.mjs';
import { appUrl, startSite } from '../scripts/lib/site.mjs';

const { searchKey } = await tsImport('../listing-domain/src/place-words.ts', import.meta.url);

const BURSTS = (process.env.LOAD_BURSTS ?? '50,150,500').split(',').map(Number);
const SEQUENTIAL_VIEWS = 200;
const PAGE_DEADLINE_MS = 3000;
/** The slice function that makes the first screens of these pages (the deployment names it). */
const FIRST_SCREEN_FUNCTION = `${URLS.functions}/${PROJECT_ID}/us-central1/browseFirstScreens`;

/**
 * The visitors: a worker thread of their own (load-visitors.mjs), so that reading 500 answers at
 * once does not wait on the event loop that serves them (the site runs in this process).
 */
const visitors = new Worker(new URL('./load-visitors.mjs', import.meta.url));
let asked = 0;
/** Views every URL of `urls` at once: for each, its status, first screen and time. */
function visitAtOnce(urls) {
  const id = (asked += 1);
  return new Promise((resolve) => {
    const answer = (message) => {
      if (message.id !== id) return;
      visitors.off('message', answer);
      resolve(message.views);
    };
    visitors.on('message', answer);
    visitors.postMessage({ id, urls });
  });
}
const view = async (url) => (await visitAtOnce([url]))[0];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const share = (part, whole) => (whole ? `${((100 * part) / whole).toFixed(1)} %` : '–');
const ms = (value) => (value === undefined ? 'never' : `${Math.round(value)} ms`);

function describe(views) {
  const times = views.map((v) => v.ms).sort((a, b) => a - b);
  return {
    answered: views.filter((v) => v.status >= 200 && v.status < 500).length,
    inTime: views.filter((v) => v.status && v.ms <= PAGE_DEADLINE_MS).length,
    withFirstScreen: views.filter((v) => v.firstScreen).length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  };
}

/** Polls `check` every 100 ms until it is true: the milliseconds from `since`, or undefined after `limitMs`. */
async function timeUntil(check, since, limitMs = 60_000) {
  while (performance.now() - since < limitMs) {
    if (await check()) return performance.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

/**
 * A saved search for rented homes in Lyon, then a home that matches it, published now: the
 * milliseconds until the server gave the home its search fields, and until the search's alert.
 */
async function triggerProbe(db, run) {
  const owner = `load-hunter-${run}`;
  const searchId = `${owner}_0`;
  const listingId = `load-probe-${run}-${Date.now()}`;
  await db.doc(`savedSearches/${searchId}`).set({
    owner,
    name: 'Rent in Lyon',
    query: 'q=Lyon&type=rent',
    key: searchKey({ type: 'rent', place: 'lyon' }),
    ranges: { priceEur: { min: 0, max: 100_000 }, bedrooms: { min: 1 } },
    alerts: true,
    createdAt: new Date(),
    seenAt: new Date(),
    newMatches: 0,
  });
  const started = performance.now();
  await db.doc(`listings/${listingId}`).set({
    type: 'rent',
    name: `Load probe ${run}`,
    bedrooms: 2,
    bathrooms: 1,
    parking: false,
    furnished: false,
    location: '12 Rue Pasteur, Lyon',
    offer: false,
    regularPrice: 900,
    currency: 'EUR',
    geolocation: { lat: 45.75, lng: 4.84 },
    imgUrls: [],
    userRef: 'load-landlord',
    timestamp: new Date(),
  });
  const fields = timeUntil(
    async () => Array.isArray((await db.doc(`listings/${listingId}`).get()).get('searchKeys')),
    started,
  );
  const alert = timeUntil(
    async () => (await db.doc(`users/${owner}/notifications/${searchId}_${listingId}`).get()).exists,
    started,
  );
  return { fields: await fields, alert: await alert };
}

/** From now, how long until the first-screen function answers a page within 1 s. */
async function recovery(listingPath) {
  const since = performance.now();
  return timeUntil(
    async () => {
      const query = new URLSearchParams({ route: '/category/:categoryName/:listingId', url: listingPath });
      const asked = performance.now();
      try {
        const response = await fetch(`${FIRST_SCREEN_FUNCTION}?${query}`, { signal: AbortSignal.timeout(1000) });
        await response.arrayBuffer();
        return response.ok && performance.now() - asked <= 1000;
      } catch {
        return false;
      }
    },
    since,
    10 * 60_000,
  );
}

// The site as production serves it, behind a CDN that serves kept pages first (decision record 059);
// SITE_CDN_CACHE=0 measures `pnpm start`'s default instead (the function first, kept pages when busy).
process.env.SITE_CDN_CACHE ??= '1';
const dataDir = mkdtempSync(path.join(tmpdir(), 'load-burst-'));
console.log(
  `Starting the site with its seeded local backend (${process.env.SITE_CDN_CACHE === '1' ? 'kept pages first, as a CDN' : 'the page function first'})…`,
);
const site = await startSite({ dataDir, persist: false, quiet: true });
try {
  const db = adminFirestore();
  const shell = appUrl('shell');
  const listings = (await db.collection('listings').get()).docs.map((doc) => `/category/${doc.get('type')}/${doc.id}`);
  const towns = ['Edinburgh', 'Lyon', 'Paris', 'Bristol', 'Copenhagen', 'Vancouver'];
  const seen = [
    ...listings,
    '/',
    '/offers',
    '/category/rent',
    '/category/sale',
    ...towns.map((town) => `/search?q=${town}`),
  ].map((p) => `${shell}${p}`);
  console.log(`${seen.length} pages: ${listings.length} listings, the lists, ${towns.length} searches`);

  // 1. One after another, nothing else running.
  const sequential = [];
  for (let index = 0; index < SEQUENTIAL_VIEWS; index += 1) sequential.push(await view(seen[index % seen.length]));
  const idle = describe(sequential);
  console.log(
    `\n${SEQUENTIAL_VIEWS} page views one after another: ${SEQUENTIAL_VIEWS - idle.withFirstScreen} without their first screen, p50 ${ms(idle.p50)}, p95 ${ms(idle.p95)}`,
  );

  const rows = [];
  for (const [run, size] of BURSTS.entries()) {
    // The pages seen in the last minute again, then the burst.
    for (const url of seen) await view(url);
    // Every fifth view a page never seen, the others pages seen in the last minute.
    const unseen = (index) => index % 5 === 0;
    const urls = Array.from({ length: size }, (_, index) =>
      unseen(index) ? `${shell}${listings[index % listings.length]}?shared=${run}-${index}` : seen[index % seen.length],
    );
    const probe = triggerProbe(db, run);
    const views = await visitAtOnce(urls);
    const { fields, alert } = await probe;
    const backWithin = await recovery(listings[run % listings.length]);
    const all = describe(views);
    const seenViews = views.filter((_, index) => !unseen(index));
    const unseenViews = views.filter((_, index) => unseen(index));
    rows.push({
      size,
      all,
      seenFirst: share(seenViews.filter((v) => v.firstScreen).length, seenViews.length),
      unseenFirst: share(unseenViews.filter((v) => v.firstScreen).length, unseenViews.length),
      fields,
      alert,
      recovery: backWithin,
    });
    console.log(`burst of ${size}: done`);
  }

  console.log('\nBursts of page views at once (80 % seen in the last minute, 20 % never seen):');
  console.log(
    'views | answered | within 3 s | first screen: seen / unseen | p50 | p95 | p99 | search fields | alert | first-screen function ≤ 1 s again',
  );
  for (const row of rows)
    console.log(
      [
        row.size,
        row.all.answered,
        share(row.all.inTime, row.size),
        `${row.seenFirst} / ${row.unseenFirst}`,
        ms(row.all.p50),
        ms(row.all.p95),
        ms(row.all.p99),
        ms(row.fields),
        ms(row.alert),
        `${ms(row.recovery)} after the burst`,
      ].join(' | '),
    );
  const counts = site.servers.shell.pageCounts?.();
  if (counts) console.log(`\nThe host's page cache: ${JSON.stringify(counts)}`);
} finally {
  await visitors.terminate();
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
