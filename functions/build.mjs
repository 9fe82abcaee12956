// Builds the functions into one file, lib/index.js (and the command lib/make-photo-sizes.js, and
// lib/saved-search-alerts.js for the alerts' benchmark): the sources and the pure domain code they use
// from listing-domain (and its geofire-common) bundled in; firebase-functions, firebase-admin and
// sharp (native) left to the package's own dependencies. A `workspace:` dependency would break the emulator's
// and Cloud Build's npm install, so none is named in package.json.
import path from 'node:path';
import { build } from 'vite';

const here = import.meta.dirname;
const RUNTIME = ['firebase-functions', 'firebase-admin', 'sharp'];

await build({
  root: here,
  configFile: false,
  logLevel: 'warn',
  ssr: { noExternal: true, external: RUNTIME },
  build: {
    ssr: true,
    outDir: path.join(here, 'lib'),
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rolldownOptions: {
      external: (id) => RUNTIME.some((name) => id === name || id.startsWith(`${name}/`)),
      input: {
        index: path.join(here, 'src/index.ts'),
        'make-photo-sizes': path.join(here, 'src/commands/make-photo-sizes.ts'),
        // The alerts' matching, for `pnpm bench:alerts` (bench/alerts-scale.mjs) to run as the trigger does.
        'saved-search-alerts': path.join(here, 'src/alerts/saved-search-alerts.ts'),
        // The photo check and sizes, for `pnpm bench:photo-memory` (bench/photo-memory.mjs) to measure.
        'photo-sizes': path.join(here, 'src/photos/photo-sizes.ts'),
      },
      output: { format: 'es', entryFileNames: '[name].js' },
    },
  },
});
console.log('functions: lib/index.js, lib/make-photo-sizes.js, lib/saved-search-alerts.js, lib/photo-sizes.js');
