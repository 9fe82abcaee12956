// Builds mf-viewings's server code into lib/index.js.
import { build } from 'vite';
import { buildCodebase } from '../../scripts/lib/build-functions.mjs';

await buildCodebase(build, import.meta.dirname, { index: 'src/index.ts' });
