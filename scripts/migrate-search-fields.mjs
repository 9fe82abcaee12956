// Fills in the search fields (price to pay and in euros, place words, geohash, search keys) of every listing
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
import { storedRatesOf } from './lib/stored-rates.mjs';

// listing-domain's TypeScript, run as it is (tsx): the same code the server's trigger bundles.
const { derivable, searchFieldsUpdate } = await tsImport('../listing-domain/src/search-fields.ts', import.meta.url);
const { SEARCH_CURRENCIES } = await tsImport('../listing-domain/src/search-codes.ts', import.meta.url);
const { euroBound } = await tsImport('../listing-domain/src/exchange-rates.ts', import.meta.url);

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const firestore = await adminTarget(
  args,
  'node scripts/migrate-search-fields.mjs (--local | --project <id>) [--dry-run]',
  'search-migration',
);
// Prices in euros (issue 53) with the rates the project keeps.
const rates = await storedRatesOf(firestore);

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
    const fields = searchFieldsUpdate(data, rates);
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

// Saved searches kept before issue 53 hold a price range in one currency (`priceToPay`, with
// `currencyCode` narrowed to it when priced): it becomes the range in euros the alerts compare.
let searches = 0;
let converted = 0;
let lastSearch;
for (;;) {
  let page = firestore.collection('savedSearches').orderBy('__name__').limit(300);
  if (lastSearch) page = page.startAfter(lastSearch);
  const snapshot = await page.get();
  if (snapshot.empty) break;
  const batch = firestore.batch();
  let writes = 0;
  for (const doc of snapshot.docs) {
    searches += 1;
    const ranges = doc.data().ranges;
    if (typeof ranges !== 'object' || ranges === null || !('priceToPay' in ranges)) continue;
    const { priceToPay: price, currencyCode: code, ...rest } = ranges;
    const currency = code && code.min === code.max ? SEARCH_CURRENCIES[code.min] : undefined;
    const priceEur =
      currency && typeof price?.min === 'number'
        ? {
            min: euroBound(price.min, currency, rates, 'min'),
            max: typeof price.max === 'number' ? euroBound(price.max, currency, rates, 'max') : Number.MAX_SAFE_INTEGER,
          }
        : { min: 0, max: Number.MAX_SAFE_INTEGER };
    converted += 1;
    writes += 1;
    if (!dryRun) batch.update(doc.ref, { ranges: { ...rest, priceEur } });
  }
  if (writes > 0 && !dryRun) await batch.commit();
  lastSearch = snapshot.docs.at(-1);
}
console.log(`${searches} saved searches: ${converted} price ranges ${dryRun ? 'would be ' : ''}converted to euros`);
process.exit(0);
