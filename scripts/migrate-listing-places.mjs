// Gives every listing its town, region and country (issue 51; `place`, derived with the browsing
// slice's gazetteer: mf-browse/functions/src/places/) and the search keys that go with them, where
// a listing has none or a stale one. Idempotent: a second run changes nothing. Past the rules,
// with the Firebase Admin SDK. Since issue 51 the browsing slice's trigger keeps each listing's
// place on every write and counts it into the gazetteer index; this command fills in the listings
// written before those functions were deployed (deploy them first: the trigger counts in each
// listing this command places).
//   node scripts/migrate-listing-places.mjs --local        the local backend (pnpm backend / pnpm start)
//   node scripts/migrate-listing-places.mjs --project <id> a real project, with Application Default
//                                                          Credentials (GOOGLE_APPLICATION_CREDENTIALS)
// Options: --dry-run (count only).
import { tsImport } from 'tsx/esm/api';
import { adminTarget } from './lib/admin-target.mjs';
import { storedRatesOf } from './lib/stored-rates.mjs';
import { updateEveryDocument } from './lib/update-every-document.mjs';

// The slice's TypeScript, run as it is (tsx): the same code its trigger bundles.
const { gazetteer } = await tsImport('../mf-browse/functions/src/places/gazetteer.ts', import.meta.url);
const { placeUpdate } = await tsImport('../mf-browse/functions/src/places/listing-place.ts', import.meta.url);
const { searchFieldsUpdate } = await tsImport('../listing-domain/src/search-fields.ts', import.meta.url);

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const firestore = await adminTarget(
  args,
  'node scripts/migrate-listing-places.mjs (--local | --project <id>) [--dry-run]',
  'places-migration',
);
const rates = await storedRatesOf(firestore);
const { FieldValue } = await import('firebase-admin/firestore');

let unplaced = 0;
const { seen, changed: updated } = await updateEveryDocument(
  firestore,
  'listings',
  (doc) => {
    const data = doc.data();
    const { place, changed } = placeUpdate(data, gazetteer());
    if (!place) unplaced += 1;
    if (!changed) return null;
    const placed = { ...data, ...(place ? { place } : {}) };
    if (!place) delete placed.place;
    // The search keys of its places too, so the listing is found by them even before the
    // listing editor's trigger answers.
    const fields = searchFieldsUpdate(placed, rates) ?? {};
    return { place: place ?? FieldValue.delete(), ...fields };
  },
  { dryRun },
);
console.log(
  `${seen} listings: ${updated} ${dryRun ? 'would be ' : ''}placed, ${seen - updated} already up to date (${unplaced} in no known country)`,
);
process.exit(0);
