// Builds the browsing slice's server code (the place index, the saved searches' alerts, and the
// first screens its pages render, issue 48) into lib/, with the alerts' matching for
// `pnpm bench:alerts` (lib/saved-search-alerts.js). The first screens are the app's own pages
// (../src), compiled as its build compiles them (React's JSX; the same class names).
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { build } from 'vite';
import { tsImport } from 'tsx/esm/api';
import { buildCodebase } from '../../scripts/lib/build-functions.mjs';

const { linguiPlugins } = await tsImport('../../tooling/lingui-macros.ts', import.meta.url);

await buildCodebase(
  build,
  import.meta.dirname,
  { index: 'src/index.ts', 'saved-search-alerts': 'src/alerts/saved-search-alerts.ts' },
  // Its e-mails' words in the recipient's language (issue 88): src/locales/, compiled with the code.
  {
    root: path.resolve(import.meta.dirname, '..'),
    // The pages' first screens in the page's language: the slice's own catalogue (../src/locales/).
    plugins: [
      react(),
      ...linguiPlugins(import.meta.dirname, { failOnMissing: true }),
      ...linguiPlugins(path.resolve(import.meta.dirname, '..'), { failOnMissing: true }),
    ],
  },
);
