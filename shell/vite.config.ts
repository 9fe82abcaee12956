import path from 'node:path';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, runnerImport, type Plugin } from 'vite';
import type { DeploymentBlockId, FirstLoadConfig, FirstLoadConfigId } from 'site-contract';
import { APPS, REMOTE_NAMES } from '../tooling/apps.ts';
import { serverOptions, shellFederationOptions } from '../tooling/app-config.ts';
import { sharedSingletons } from '../tooling/federation-shared.ts';
import { compactContainerEntry } from '../tooling/compact-container-entry.ts';
import { compileHints } from '../tooling/compile-hints.ts';
import { inlineEntryStylesheet } from '../tooling/inline-entry-stylesheet.ts';
import { linguiPlugins, translatedAppDirs } from '../tooling/lingui-macros.ts';
import { firstLoadScript } from './build/first-load-script.mjs';

/**
 * Chunks every page needs that the federation runtime imports only once it has started (the shared
 * packages the shell provides, loaded on demand), so without a hint the browser finds them one
 * round trip late. Matched by their file name or the modules they hold; the names of the plugin's virtual modules
 * are not a stable API: if one stops matching, the page just loads that chunk a little later.
 */
const EARLY_CHUNKS = [
  /[\\/]shared-firebase[\\/]src[\\/]index\.ts$/,
  /__tree_shaking__react_mf_2_router/,
  /__prebuild__react_mf_2_dom__prebuild__\.js$/,
  /pendingShares/,
];

/**
 * Writes into index.html what the first-load script needs and the script itself (compiled from
 * src/first-load/first-load.ts, see build/first-load-script.mjs): the build's own data (the
 * site's Firestore REST address, whether remotes compose the page, the packages the shell shares:
 * the read requests are the remotes', in the deployment) and an empty
 * deployment block, which the deploy step (`pnpm use-remotes`, scripts/deploy-remote.mjs) fills
 * with the remotes and their routes. The monolith build (no remotes) gets the same deployment.
 */
const FIRST_LOAD_CONFIG_ID: FirstLoadConfigId = 'first-load-config';
const DEPLOYMENT_BLOCK_ID: DeploymentBlockId = 'deployment';

function firstLoad(settings: BuildSettings, { federated }: { federated: boolean }): Plugin {
  const config: FirstLoadConfig = {
    documentsUrl: settings.documentsUrl,
    federated,
    sharedByShell: federated ? Object.keys(sharedSingletons(import.meta.dirname)) : [],
  };
  return {
    name: 'marketplace-first-load',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => [
        ...Object.values(federated ? (ctx.bundle ?? {}) : {})
          .filter(
            (chunk) =>
              chunk.type === 'chunk' &&
              EARLY_CHUNKS.some((re) => [chunk.fileName, ...chunk.moduleIds].some((id) => re.test(id))),
          )
          .map((chunk) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head' as const,
          })),
        {
          tag: 'script',
          attrs: { id: FIRST_LOAD_CONFIG_ID, type: 'application/json' },
          children: JSON.stringify(config).replaceAll('<', '\\u003c'),
          injectTo: 'head-prepend',
        },
        // Built pages only: the dev server serves /remotes.json instead (devDeployment below).
        ...(ctx.bundle && !html.includes(`id="${DEPLOYMENT_BLOCK_ID}"`)
          ? [
              {
                tag: 'script',
                attrs: { id: DEPLOYMENT_BLOCK_ID, type: 'application/json' },
                children: 'null',
                injectTo: 'head-prepend' as const,
              },
            ]
          : []),
        { tag: 'script', children: firstLoadScript(), injectTo: 'head-prepend' },
      ],
    },
  };
}

/**
 * The dev server's /remotes.json: the deployment of the remotes' dev servers, with the routes,
 * nav entries and entry points their sources declare now (loaded per request, so a route added to a remote shows on reload).
 */
function devDeployment(): Plugin {
  return {
    name: 'marketplace-dev-deployment',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/remotes.json', (_req, res, next) => {
        void (async () => {
          // The contract's TypeScript, through Vite's own module loader (Node runs no .ts here).
          const { checkedRelease, composeDeployment } = (await server.ssrLoadModule(
            'site-contract/deployment',
          )) as typeof import('site-contract/deployment');
          const remotes: Parameters<typeof composeDeployment>[0] = {};
          for (const name of REMOTE_NAMES) {
            const app = APPS[name];
            const contract: Partial<Record<'routes' | 'nav' | 'entries', unknown>> = await server.ssrLoadModule(
              path.join(import.meta.dirname, '..', app.folder, 'src/app/contract.ts'),
            );
            remotes[name] = {
              manifest: `http://localhost:${app.port}/mf-manifest.json`,
              entry: `http://localhost:${app.port}/remoteEntry.js`,
              label: app.label,
              ...checkedRelease(
                { remote: name, routes: contract.routes, nav: contract.nav, entries: contract.entries },
                name,
              ),
            };
          }
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(JSON.stringify(composeDeployment(remotes)));
        })().catch(next);
      });
    },
  };
}

interface BuildSettings {
  /** The site's Firestore REST address. */
  documentsUrl: string;
  /** The origins of the first query and the first photo. */
  dataOrigins: { origin: string; cors: boolean }[];
}

/**
 * What this build needs of the VITE_FIREBASE_* settings, read as shared-firebase reads them in the
 * browser, through the package's `settings` entry (TypeScript, so loaded by Vite's module runner).
 */
async function buildSettings(mode: string): Promise<BuildSettings> {
  const { module } = await runnerImport<typeof import('shared-firebase/settings')>('shared-firebase/settings', {
    root: import.meta.dirname,
  });
  const env = { ...loadEnv(mode, import.meta.dirname, 'VITE_FIREBASE_'), ...process.env };
  const settings = module.readFirebaseSettings(env);
  return { documentsUrl: module.firestoreDocumentsUrl(settings), dataOrigins: module.firstDataOrigins(settings) };
}

/**
 * Preconnects to the Firestore and Storage origins the build talks to (from the same VITE_FIREBASE_*
 * settings shared-firebase reads), so the first query and the first photo skip the handshake.
 */
function backendPreconnect(settings: BuildSettings): Plugin {
  return {
    name: 'marketplace-backend-preconnect',
    transformIndexHtml: () =>
      settings.dataOrigins.map(({ origin, cors }) => ({
        tag: 'link',
        attrs: { rel: 'preconnect', href: origin, ...(cors ? { crossorigin: 'anonymous' } : {}) },
        injectTo: 'head',
      })),
  };
}

// `vite build --mode monolith` builds the same pages without federation (for the benchmark only).
export default defineConfig(async ({ mode }) => {
  const monolith = mode === 'monolith';
  const settings = await buildSettings(mode);
  return {
    plugins: [
      // The monolith compiles the remotes' pages too: their words (issue 88) as each remote's build does.
      ...(monolith ? translatedAppDirs().flatMap((dir) => linguiPlugins(dir)) : []),
      react(),
      backendPreconnect(settings),
      ...(monolith ? [] : [federation(shellFederationOptions(import.meta.dirname)), compactContainerEntry('host')]),
      firstLoad(settings, { federated: !monolith }),
      ...(monolith ? [] : [devDeployment()]),
      inlineEntryStylesheet(),
      compileHints(),
    ],
    resolve: monolith
      ? {
          alias: [
            {
              find: /^\.\/remote-registry\.ts$/,
              replacement: path.resolve(import.meta.dirname, 'build/monolith-registry.ts'),
            },
          ],
        }
      : undefined,
    ...serverOptions('shell'),
    build: {
      target: 'es2022',
      outDir: monolith ? 'dist-monolith' : 'dist',
      rolldownOptions: {
        output: {
          // The federation plugin's own chunks are named after their virtual modules (up to 110
          // characters: `_virtual_mf___mfe_internal__shell__mf_owner__…__loadShare__react_mf_2_dom…`),
          // and each name is written in the page's preloads and in every chunk that imports it: short
          // names take 0.4 KB gzip off every page (issue 50's JS line). EARLY_CHUNKS finds them by
          // the modules they hold.
          chunkFileNames: (chunk: { name: string }) =>
            /__mfe_internal__|_virtual_mf/.test(chunk.name) ? 'assets/mf-[hash].js' : 'assets/[name]-[hash].js',
        },
      },
    },
  };
});
