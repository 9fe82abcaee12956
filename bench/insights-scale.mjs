// @ts-check
// `pnpm bench:insights`: the views counter of a landlord's insights (issue 52) at 10,000 listings.
// Seeds 10,000 listings in a fresh local backend (nothing kept), then counts views with the
// function's own code (mf-listing-editor/functions/src/insights/listing-views.ts): 2,000 visits
// by 400 visitors over 500 listings, the same visits again (the day's repeat: no new view), and a
// burst of 200 visitors on one popular listing at once (the sharded counters take it). Prints the
// reads and writes per visit (counted from what the code does: one read of the listing, one create
// of the day's marker, and two counter writes for a new view), the views counted against the
// distinct (visitor, listing) pairs, and the time. A script that prints figures, not a test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { adminFirestore } from '../backend/admin.mjs';
import { startBackend } from '../backend/start-backend.mjs';

const { searchFieldsOf } = await tsImport('../listing-domain/src/search-fields.ts', import.meta.url);
const { LOCAL_RATES } = await tsImport('../listing-domain/src/exchange-rates.ts', import.meta.url);
const { parseStats, sumStats, STAT_SHARDS } = await tsImport('../listing-domain/src/listing-stats.ts', import.meta.url);
const { careAfterTouch } = await tsImport('../listing-domain/src/listing-care.ts', import.meta.url);
const { countView } = await tsImport('../mf-listing-editor/functions/src/insights/listing-views.ts', import.meta.url);

const TOTAL = 10_000;
const VISITS = 2_000;
const VISITORS = 400;
const VISITED = 500;
const BURST = 200;

function listing(i, now) {
  const input = {
    type: 'rent',
    name: `Viewed home number ${i}`,
    bedrooms: 1 + (i % 3),
    bathrooms: 1,
    parking: false,
    furnished: false,
    location: `${i} View Street, Lyon`,
    offer: false,
    regularPrice: 700 + (i % 40) * 20,
    geolocation: { lat: 45.7 + (i % 50) / 1000, lng: 4.8 + (i % 40) / 1000 },
    imgUrls: ['http://127.0.0.1:9199/v0/b/bench/o/images%2Fa.png?alt=media&token=1'],
    userRef: `owner-${i % 100}`,
    timestamp: new Date(now),
  };
  const { touchedAt, careDueAt } = careAfterTouch(new Date(now));
  return { ...input, ...searchFieldsOf(input, LOCAL_RATES), touchedAt, careDueAt };
}

/** Runs `visits` ([listing, visitor] pairs), `parallel` at a time; how many counted a view, and the time. */
async function visit(visits, parallel) {
  let counted = 0;
  const started = performance.now();
  for (let start = 0; start < visits.length; start += parallel) {
    const done = await Promise.all(visits.slice(start, start + parallel).map(([id, who]) => countView(id, who)));
    counted += done.filter(Boolean).length;
  }
  return { counted, ms: performance.now() - started };
}

async function viewsOf(db, ids) {
  let views = 0;
  for (const id of ids) {
    const totals = await db.collection(`listingStats/${id}/totals`).get();
    views += sumStats(totals.docs.map((d) => parseStats(d.data()))).views;
  }
  return views;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'insights-scale-'));
const backend = await startBackend({ dataDir, seed: false, persist: false, quiet: true });
try {
  const db = adminFirestore();
  const now = Date.now();
  process.stderr.write(`seeding ${TOTAL.toLocaleString('en-US')} listings…\n`);
  for (let start = 0; start < TOTAL; start += 400) {
    const batch = db.batch();
    for (let i = start; i < Math.min(TOTAL, start + 400); i += 1)
      batch.set(db.doc(`listings/views-${i}`), listing(i, now));
    await batch.commit();
  }
  // A fixed spread of visits: visitor v looks at listing (v * 7 + k * 13) % VISITED.
  const visits = Array.from({ length: VISITS }, (_, n) => {
    const who = n % VISITORS;
    return [`views-${(who * 7 + Math.floor(n / VISITORS) * 13) % VISITED}`, `198.51.100.${who}`];
  });
  const pairs = new Set(visits.map(([id, who]) => `${id}|${who}`)).size;
  const first = await visit(visits, 20);
  const again = await visit(visits, 20);
  const visitedIds = [...new Set(visits.map(([id]) => id))];
  const counted = await viewsOf(db, visitedIds);
  const burstVisits = Array.from({ length: BURST }, (_, n) => ['views-9999', `203.0.113.${n}`]);
  const burst = await visit(burstVisits, BURST);
  const burstCounted = await viewsOf(db, ['views-9999']);
  const shards = (await db.collection('listingStats/views-9999/days').get()).size;

  console.log(
    `\nViews counter at ${TOTAL.toLocaleString('en-US')} listings (local Firestore emulator; ${VISITS.toLocaleString('en-US')} visits by ${VISITORS} visitors over ${VISITED} listings):\n`,
  );
  console.log('| run | visits | views counted | reads per visit | writes per visit | ms per visit |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  const row = (name, count, result) =>
    console.log(
      `| ${name} | ${count} | ${result.counted} | 1 | ${((count + 2 * result.counted) / count).toFixed(2)} | ${(result.ms / count).toFixed(1)} |`,
    );
  row('first visits', VISITS, first);
  row('the same visits again (same day)', VISITS, again);
  row(`a burst on one listing (${BURST} at once)`, BURST, burst);
  console.log(
    `\n${pairs} distinct (visitor, listing) pairs; ${counted} views in the counters of the visited listings (${counted === pairs ? 'one per visitor and day' : 'MISMATCH'}); the burst counted ${burstCounted} of ${BURST} in ${shards} day shard(s) of ${STAT_SHARDS}. Writes per visit: the marker's create (also when refused) and, for a new view, two counter increments; the 10,000 listings cost nothing to a visit (one read of its own listing).`,
  );
} finally {
  await backend.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
