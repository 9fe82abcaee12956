// Writes the town finder's index (issue 51; townIndex/{first three letters}: the gazetteer's towns,
// the most populous first) from the browsing slice's gazetteer, which the listing form places its
// map with. Idempotent (each document is written whole). Past the rules, with the Admin SDK. The
// local backend's seed writes it too.
//   node scripts/load-town-index.mjs --local        the local backend (pnpm backend / pnpm start)
//   node scripts/load-town-index.mjs --project <id> a real project, with Application Default
//                                                   Credentials (GOOGLE_APPLICATION_CREDENTIALS)
import { loadTownIndex } from '../backend/town-index.mjs';
import { adminTarget } from './lib/admin-target.mjs';

const firestore = await adminTarget(
  process.argv.slice(2),
  'node scripts/load-town-index.mjs (--local | --project <id>)',
  'town-index',
);
const written = await loadTownIndex(firestore);
console.log(`${written.documents} documents written (${written.towns} towns)`);
process.exit(0);
