import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { build, defineConfig, runnerImport } from 'vite';
import { remoteExposes, remoteFederationOptions, serverOptions } from '../tooling/app-config.ts';
import { compactContainerEntry } from '../tooling/compact-container-entry.ts';
import { compileHints } from '../tooling/compile-hints.ts';
import { exposeEntryInManifest } from '../tooling/expose-entry-in-manifest.ts';
import { linguiPlugins } from '../tooling/lingui-macros.ts';
import { publishRoutes } from '../tooling/publish-routes.ts';
import { standalonePage } from '../tooling/standalone-page.ts';
import * as declared from './src/app/contract.ts';
import { FIRST_SCREEN_FUNCTION, FIRST_SCREEN_ROUTES } from './src/first-screen/first-screen-routes.ts';

/**
 * The requests behind the routes' first reads, from this remote's own queries. Loaded through Vite's
 * module runner: they import listing-domain, a TypeScript package Node cannot load as it is.
 */
async function firstReads() {
  const file = path.join(import.meta.dirname, 'src/api/listings/first-reads.ts');
  return (await runnerImport<typeof import('./src/api/listings/first-reads.ts')>(file)).module.FIRST_READS;
}

export default defineConfig(async ({ command }) => ({
  plugins: [
    // Its words in the visitor's language (issue 88): src/locales/, from lingui.config.ts.
    ...linguiPlugins(import.meta.dirname, { failOnMissing: command === 'build' }),
    react(),
    standalonePage(),
    federation(remoteFederationOptions('mf_browse', import.meta.dirname, command)),
    compactContainerEntry('remote'),
    compileHints(),
    exposeEntryInManifest(remoteExposes('mf_browse')),
    publishRoutes('mf_browse', declared, {
      appDir: import.meta.dirname,
      build,
      // The requests behind the routes' first reads, from this remote's own queries.
      firstReads: await firstReads(),
      // /search's first page is read from the HTML too: the read depends on the address.
      earlyReads: [{ route: '/search', entry: 'src/early-reads/search-early-read.ts' }],
      // The lists', a listing's and a search's first screen, rendered by this slice's own server
      // function (functions/), which the site's server asks for them (issue 48).
      firstScreen: { routes: FIRST_SCREEN_ROUTES, function: FIRST_SCREEN_FUNCTION },
      // The pages that load their own chunk (src/app/pages.ts): preloaded on a first visit.
      pageChunks: [
        { route: '/search', module: 'src/features/search/components/search-page.tsx' },
        { route: '/search', module: 'src/api/search/search-model.ts' },
        { route: '/saved', module: 'src/features/saved/components/saved-page.tsx' },
        { route: '/contact/:landlordId', module: 'src/features/contact/components/contact-page.tsx' },
        // A listing's controls (its gallery's arrows, Share, the heart) come in chunks its page
        // loads when it renders: preloaded with the route, they are not asked for from inside the
        // page's render (a dozen requests in one long task), and the page answers a tap sooner.
        // The map is left to the page: it answers no tap, and Leaflet is the largest of them.
        {
          route: '/category/:categoryName/:listingId',
          module: 'src/features/listing-detail/components/listing-gallery.tsx',
        },
        {
          route: '/category/:categoryName/:listingId',
          module: 'src/features/listing-detail/components/listing-actions.tsx',
        },
      ],
    }),
  ],
  ...serverOptions('mf_browse'),
  build: {
    target: 'es2022',
    // The federation's glue for the shared packages (the share wrappers, the shared import map,
    // the JSX runtime) in one chunk: otherwise each new lazy chunk that imports a shared package
    // splits a wrapper of its own out of the pages chunk (on `/`: 1.7 KB gzip and 3 files more).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // With the glue, what every page of this remote runs (React Query, the small shared
              // components, the design system's primitives every page uses): one chunk rather than
              // one file each once a lazy page shares them.
              name: 'federation-glue',
              test: /__loadShare__|localSharedImportMap|jsx-runtime|@tanstack|src\/components\/(photo-ready|listing-item|listing-grid|load-more)\.|design-system\/src\/(spinner|load-failed|button|empty-state|page-header)\./,
            },
            {
              // What every page of this remote runs besides (valibot, which reads each listing; the
              // heart; the query keys...), which the badges (on other remotes' pages) do not: one
              // chunk instead of five small files (0.5 KB gzip less on each page, issue 49).
              name: 'page-common',
              test: /[\\/]valibot[\\/]|src\/components\/save-button\.|src\/api\/query-keys\.|src\/lib\/tab-memory\.|design-system\/src\/skeleton\./,
            },
          ],
        },
      },
    },
  },
}));
