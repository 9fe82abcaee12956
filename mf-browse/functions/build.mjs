// Builds the browsing slice's server code (the place index, the saved searches' alerts) into
// lib/index.js, with the alerts' matching for `pnpm bench:alerts` (lib/saved-search-alerts.js).
import { build } from 'vite';
import { buildCodebase } from '../../scripts/lib/build-functions.mjs';

await buildCodebase(build, import.meta.dirname, {
  index: 'src/index.ts',
  'saved-search-alerts': 'src/alerts/saved-search-alerts.ts',
});
