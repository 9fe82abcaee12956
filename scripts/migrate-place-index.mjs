// Builds the place index (places/{word}: listing-domain/src/place-index.ts) from every listing,
// with the code the server's trigger keeps it with. Since issue 35 (defect 6) the trigger counts
// each listing in as it is written; this command counts in the listings written before the
// functions were deployed. It sets every count to what the listings say (idempotent: a second run
// changes nothing), so run it once after deploying the functions, while few listings are edited.
//   node scripts/migrate-place-index.mjs --local        the local backend (pnpm backend / pnpm start)
//   node scripts/migrate-place-index.mjs --project <id> a real project, with Application Default
//                                                       Credentials (GOOGLE_APPLICATION_CREDENTIALS)
// Options: --dry-run (count only).
import { tsImport } from 'tsx/esm/api';
import { adminTarget } from './lib/admin-target.mjs';

// listing-domain's TypeScript, run as it is (tsx): the same code the server's trigger bundles.
const { PLACES_COLLECTION, placeEntries, placeLabel } = await tsImport(
  '../listing-domain/src/place-index.ts',
  import.meta.url,
);

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const firestore = await adminTarget(
  args,
  'node scripts/migrate-place-index.mjs (--local | --project <id>) [--dry-run]',
  'place-index-migration',
);

/** Every document of a collection, 300 at a time. */
async function* everyDocument(collection) {
  let last;
  for (;;) {
    let page = firestore.collection(collection).orderBy('__name__').limit(300);
    if (last) page = page.startAfter(last);
    const snapshot = await page.get();
    if (snapshot.empty) return;
    yield* snapshot.docs;
    last = snapshot.docs.at(-1);
  }
}

const counts = new Map();
let listings = 0;
for await (const doc of everyDocument('listings')) {
  const location = doc.get('location');
  if (typeof location !== 'string') continue;
  listings += 1;
  for (const [word, entry] of placeEntries(location)) {
    const count = counts.get(word) ?? { word, label: entry.label, listings: 0, places: 0, spellings: {} };
    count.listings += 1;
    if (entry.place) count.places += 1;
    count.spellings[entry.label] = (count.spellings[entry.label] ?? 0) + 1;
    count.label = placeLabel(count.spellings) ?? entry.label; // issue 47: the best-written, most used spelling
    counts.set(word, count);
  }
}

let changed = 0;
let batch = firestore.batch();
let pending = 0;
async function write(ref, data) {
  changed += 1;
  if (dryRun) return;
  batch.set(ref, data);
  pending += 1;
  if (pending === 400) {
    await batch.commit();
    batch = firestore.batch();
    pending = 0;
  }
}
const canonical = (spellings) => JSON.stringify(Object.entries(spellings ?? {}).sort());
// Words no listing has any more go to zero; the others to their counts.
for await (const doc of everyDocument(PLACES_COLLECTION)) {
  const want = counts.get(doc.id) ?? {
    word: doc.id,
    label: doc.get('label') ?? doc.id,
    listings: 0,
    places: 0,
    spellings: {},
  };
  counts.delete(doc.id);
  if (
    doc.get('listings') !== want.listings ||
    doc.get('places') !== want.places ||
    doc.get('label') !== want.label ||
    canonical(doc.get('spellings')) !== canonical(want.spellings)
  )
    await write(doc.ref, want);
}
for (const count of counts.values()) await write(firestore.collection(PLACES_COLLECTION).doc(count.word), count);
if (pending > 0) await batch.commit();
console.log(`${listings} listings: ${changed} place${changed === 1 ? '' : 's'} ${dryRun ? 'would be ' : ''}written`);
