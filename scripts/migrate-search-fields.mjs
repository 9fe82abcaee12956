// Fills in the search fields (price to pay and in euros, place words, geohash, search keys, listed) and
// the care dates (issue 52) of every listing
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
import { updateEveryDocument } from './lib/update-every-document.mjs';

// listing-domain's TypeScript, run as it is (tsx): the same code the server's trigger bundles.
const { derivable, searchFieldsUpdate } = await tsImport('../listing-domain/src/search-fields.ts', import.meta.url);
const { SEARCH_CURRENCIES } = await tsImport('../listing-domain/src/search-codes.ts', import.meta.url);
const { euroBound } = await tsImport('../listing-domain/src/exchange-rates.ts', import.meta.url);
const { careAfterTouch } = await tsImport('../listing-domain/src/listing-care.ts', import.meta.url);
const { dateOf } = await tsImport('../listing-domain/src/stored-values.ts', import.meta.url);

/** A listing older than issue 52's care is dated from its creation, as the listing trigger dates it. */
function careUpdate(data) {
  if (dateOf(data.touchedAt)) return null;
  const { touchedAt, careDueAt } = careAfterTouch(dateOf(data.timestamp) ?? new Date());
  return { touchedAt, careDueAt };
}

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const firestore = await adminTarget(
  args,
  'node scripts/migrate-search-fields.mjs (--local | --project <id>) [--dry-run]',
  'search-migration',
);
// Prices in euros (issue 53) with the rates the project keeps.
const rates = await storedRatesOf(firestore);

let skipped = 0;
const { seen, changed: updated } = await updateEveryDocument(
  firestore,
  'listings',
  (doc) => {
    const data = doc.data();
    if (!derivable(data)) {
      skipped += 1;
      return null;
    }
    const fields = searchFieldsUpdate(data, rates);
    const care = careUpdate(data);
    return fields || care ? { ...fields, ...care } : null;
  },
  { dryRun },
);
console.log(
  `${seen} listings: ${updated} ${dryRun ? 'would be' : ''} updated, ${seen - updated - skipped} already up to date, ${skipped} not derivable (left alone)`.replace(
    '  ',
    ' ',
  ),
);

// Saved searches kept before issue 53 hold a price range in one currency (`priceToPay`, with
// `currencyCode` narrowed to it when priced): it becomes the range in euros the alerts compare.
const { seen: searches, changed: converted } = await updateEveryDocument(
  firestore,
  'savedSearches',
  (doc) => {
    const ranges = doc.data().ranges;
    if (typeof ranges !== 'object' || ranges === null || !('priceToPay' in ranges)) return null;
    const { priceToPay: price, currencyCode: code, ...rest } = ranges;
    const currency = code && code.min === code.max ? SEARCH_CURRENCIES[code.min] : undefined;
    const priceEur =
      currency && typeof price?.min === 'number'
        ? {
            min: euroBound(price.min, currency, rates, 'min'),
            max: typeof price.max === 'number' ? euroBound(price.max, currency, rates, 'max') : Number.MAX_SAFE_INTEGER,
          }
        : { min: 0, max: Number.MAX_SAFE_INTEGER };
    return { ranges: { ...rest, priceEur } };
  },
  { dryRun },
);
console.log(`${searches} saved searches: ${converted} price ranges ${dryRun ? 'would be ' : ''}converted to euros`);
process.exit(0);
