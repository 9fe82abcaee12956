// Builds the listing editor's server code (its listings kept right, the photos' checks and sizes)
// into lib/index.js, with the command that makes missing sizes (lib/make-photo-sizes.js) and the
// photo sizes for `pnpm bench:photo-memory` (lib/photo-sizes.js).
import { build } from 'vite';
import { buildCodebase } from '../../scripts/lib/build-functions.mjs';

await buildCodebase(build, import.meta.dirname, {
  index: 'src/index.ts',
  'make-photo-sizes': 'src/commands/make-photo-sizes.ts',
  'photo-sizes': 'src/photos/photo-sizes.ts',
});
