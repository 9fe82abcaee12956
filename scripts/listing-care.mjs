// @ts-check
// Runs the stale-listing care once (issue 52: the scheduled function `listingCare` of the listing
// editor runs it every hour; the Functions emulator runs no schedule), with the code the function
// bundles (mf-listing-editor/functions/src/care/listing-care-run.ts), past the rules with the Admin SDK:
//   node scripts/listing-care.mjs --local                 the local backend (pnpm backend / pnpm start)
//   node scripts/listing-care.mjs --project <id>          a real project (Application Default Credentials)
// Options: --now <ISO time> runs it as at that moment (e.g. 91 days from now, to see a home taken
// off the lists locally); --limit <n> looks at most at n listings (default: the function's 500).
// Prints what it read and wrote.
import { tsImport } from 'tsx/esm/api';
import { adminTarget } from './lib/admin-target.mjs';

const args = process.argv.slice(2);
const option = (/** @type {string} */ name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const firestore = await adminTarget(
  args,
  'node scripts/listing-care.mjs (--local | --project <id>) [--now <ISO time>] [--limit <n>]',
  'listing-care',
);
if (args.includes('--local')) process.env.SITE_URL ??= (await import('../backend/config.mjs')).SITE_URL;
const { runListingCare, CARE_RUN_LIMIT } = await tsImport(
  '../mf-listing-editor/functions/src/care/listing-care-run.ts',
  import.meta.url,
);
const now = option('--now') ? new Date(/** @type {string} */ (option('--now'))) : new Date();
if (Number.isNaN(now.getTime())) {
  console.error('--now must be a time, e.g. 2027-03-01T09:00:00Z');
  process.exit(1);
}
const run = await runListingCare(firestore, now, Number(option('--limit') ?? CARE_RUN_LIMIT));
console.log(JSON.stringify({ now: now.toISOString(), ...run }));
process.exit(0);
