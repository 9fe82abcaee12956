// Builds the site's own functions (the pages the site's host asks for) into lib/index.js.
import { build } from 'vite';
import { buildCodebase } from '../scripts/lib/build-functions.mjs';

await buildCodebase(build, import.meta.dirname, { index: 'src/index.ts' });
