// @ts-check
// `pnpm bench:care`: the stale-listing care (issue 52) at 10,000 listings. Seeds 10,000 listings
// in a fresh local backend (nothing kept): most touched lately, CARE_DUE_ASK untouched for 61 days
// (to be asked), CARE_DUE_UNLIST asked 35 days ago and unanswered (to be taken off the lists);
// then runs the care as the hourly schedule does (the function's own code,
// mf-listing-editor/functions/src/care/listing-care-run.ts), run after run until nothing is due, and
// prints each run's reads, writes and time, then a run more (idempotency: nothing read, nothing
// written). Reads must be the listings due only (never the 10,000), one write per asked listing
// (its question's time: the browsing slice's trigger then writes the notification and the e-mail,
// issue 87) and 1 per listing taken off (its search keys emptied in the same write). A script that
// prints figures, not a test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { adminAuth, adminFirestore } from '../backend/admin.mjs';
import { SITE_URL } from '../backend/config.mjs';
import { startBackend } from '../backend/start-backend.mjs';

const { searchFieldsOf } = await tsImport('../listing-domain/src/search-fields.ts', import.meta.url);
const { LOCAL_RATES } = await tsImport('../listing-domain/src/exchange-rates.ts', import.meta.url);
const { careAfterTouch } = await tsImport('../listing-domain/src/listing-care.ts', import.meta.url);
const { runListingCare, CARE_RUN_LIMIT } = await tsImport(
  '../mf-listing-editor/functions/src/care/listing-care-run.ts',
  import.meta.url,
);

const TOTAL = 10_000;
const CARE_DUE_ASK = 800;
const CARE_DUE_UNLIST = 400;
const OWNERS = 50;
const DAY = 86_400_000;

/** Listing `i`: a rent flat in one of a few towns, its care dated by its group. */
function listing(i, now, owners) {
  const input = {
    type: i % 3 === 0 ? 'sale' : 'rent',
    name: `Bench home number ${i}`,
    bedrooms: 1 + (i % 4),
    bathrooms: 1,
    parking: false,
    furnished: false,
    location: `${i} Bench Street, ${['Lyon', 'Paris', 'Lille', 'Nantes'][i % 4]}`,
    offer: false,
    regularPrice: 500 + (i % 50) * 25,
    geolocation: { lat: 45 + (i % 100) / 100, lng: 4 + (i % 70) / 100 },
    imgUrls: ['http://127.0.0.1:9199/v0/b/bench/o/images%2Fa.png?alt=media&token=1'],
    userRef: owners[i % owners.length],
    timestamp: new Date(now - 200 * DAY),
  };
  const touched =
    i < CARE_DUE_ASK
      ? careAfterTouch(new Date(now - 61 * DAY))
      : i < CARE_DUE_ASK + CARE_DUE_UNLIST
        ? {
            ...careAfterTouch(new Date(now - 95 * DAY)),
            staleAskedAt: new Date(now - 35 * DAY),
            careDueAt: new Date(now - 5 * DAY),
          }
        : careAfterTouch(new Date(now - (i % 59) * DAY));
  // `listed` is among the search fields; the dates only where set.
  const dates = { touchedAt: touched.touchedAt, careDueAt: touched.careDueAt, staleAskedAt: touched.staleAskedAt };
  return {
    ...input,
    ...searchFieldsOf(input, LOCAL_RATES),
    ...Object.fromEntries(Object.entries(dates).filter(([, value]) => value !== null)),
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'care-scale-'));
process.env.SITE_URL ??= SITE_URL;
const backend = await startBackend({ dataDir, seed: false, persist: false, quiet: true });
try {
  const db = adminFirestore();
  const now = Date.now();
  const owners = [];
  for (let n = 0; n < OWNERS; n += 1) {
    const user = await adminAuth().createUser({ email: `care-bench-${n}@example.com`, emailVerified: n % 2 === 0 });
    owners.push(user.uid);
  }
  process.stderr.write(`seeding ${TOTAL.toLocaleString('en-US')} listings…\n`);
  for (let start = 0; start < TOTAL; start += 400) {
    const batch = db.batch();
    for (let i = start; i < Math.min(TOTAL, start + 400); i += 1)
      batch.set(db.doc(`listings/bench-${i}`), listing(i, now, owners));
    await batch.commit();
  }
  const rows = [];
  for (let run = 1; run <= 10; run += 1) {
    const started = performance.now();
    const result = await runListingCare(db, new Date());
    rows.push({ run, ...result, ms: performance.now() - started });
    if (result.read === 0) break;
  }
  const off = await db.collection('listings').where('listed', '==', false).count().get();

  console.log(
    `\nStale-listing care at ${TOTAL.toLocaleString('en-US')} listings (local Firestore emulator; ${CARE_DUE_ASK} due to be asked, ${CARE_DUE_UNLIST} due to be taken off; at most ${CARE_RUN_LIMIT} a run):\n`,
  );
  console.log('| run | reads | asked | taken off | rescheduled | changed meanwhile | writes | ms |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows)
    console.log(
      `| ${row.run} | ${row.read} | ${row.asked} | ${row.unlisted} | ${row.rescheduled} | ${row.skipped} | ${row.writes} | ${row.ms.toFixed(0)} |`,
    );
  const reads = rows.reduce((sum, row) => sum + row.read, 0);
  const writes = rows.reduce((sum, row) => sum + row.writes, 0);
  console.log(
    `\n${reads} reads in all for ${CARE_DUE_ASK + CARE_DUE_UNLIST} listings due (of ${TOTAL.toLocaleString('en-US')}; a listing changed by the server's other triggers while a run looked at it is read again by the next); ${writes} writes by the runs; ${off.data().count} homes off the lists; the last run read ${rows.at(-1)?.read} and wrote ${rows.at(-1)?.writes}.`,
  );
} finally {
  await backend.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
