// Fills in the search fields (price to pay, place words, geohash, search keys) of every listing
// that lacks them or has stale ones, from the listing's own fields, with the code the site writes
// them with (listing-domain/src/search-fields.ts). Idempotent: a second run changes
// nothing. Past the rules, with the Firebase Admin SDK.
//   node scripts/migrate-search-fields.mjs --local        the local backend (pnpm backend / pnpm start)
//   node scripts/migrate-search-fields.mjs --project <id> a real project, with Application Default
//                                                         Credentials (GOOGLE_APPLICATION_CREDENTIALS)
// Options: --dry-run (count only). Since issue 34 the server's trigger (functions/) keeps every
// listing's fields up to date on each write; this command fills in the listings written before
// the functions were deployed.
import { tsImport } from 'tsx/esm/api';
import { adminTarget } from './lib/admin-target.mjs';

// listing-domain's TypeScript, run as it is (tsx): the same code the server's trigger bundles.
const { derivable, searchFieldsUpdate } = await tsImport('../listing-domain/src/search-fields.ts', import.meta.url);

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const firestore = await adminTarget(
  args,
  'node scripts/migrate-search-fields.mjs (--local | --project <id>) [--dry-run]',
  'search-migration',
);

let seen = 0;
let updated = 0;
let skipped = 0;
let last;
for (;;) {
  let page = firestore.collection('listings').orderBy('__name__').limit(300);
  if (last) page = page.startAfter(last);
  const snapshot = await page.get();
  if (snapshot.empty) break;
  const batch = firestore.batch();
  let writes = 0;
  for (const doc of snapshot.docs) {
    seen += 1;
    const data = doc.data();
    if (!derivable(data)) {
      skipped += 1;
      continue;
    }
    const fields = searchFieldsUpdate(data);
    if (!fields) continue;
    updated += 1;
    writes += 1;
    if (!dryRun) batch.update(doc.ref, fields);
  }
  if (writes > 0 && !dryRun) await batch.commit();
  last = snapshot.docs.at(-1);
}
console.log(
  `${seen} listings: ${updated} ${dryRun ? 'would be' : ''} updated, ${seen - updated - skipped} already up to date, ${skipped} not derivable (left alone)`.replace(
    '  ',
    ' ',
  ),
);
process.exit(0);
