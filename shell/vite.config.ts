import { readFileSync } from 'node:fs';
import path from 'node:path';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { APP_PORTS, serverOptions, shellFederationOptions } from '../tooling/app-config.ts';
import { sharedSingletons } from '../tooling/federation-shared.ts';
import { inlineEntryStylesheet } from '../tooling/inline-entry-stylesheet.ts';
import { REMOTE_MAP_ID, remoteMapJson } from '../scripts/lib/remote-map.mjs';
import { routePreloadScript } from '../scripts/lib/route-preload-script.mjs';
import { firstDataOrigins, readFirebaseSettings } from '../shared-firebase/src/app/firebase-settings.ts';
import { listingEarlyReadRequests } from '../shared-firebase/src/listings/listing-early-reads.ts';
import { REMOTE_ROUTES } from './src/app/route-table.ts';

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
 * Puts the route table (which remote serves which path, which read its first screen needs), the
 * read requests and the packages the shell shares into index.html, with src/app/route-preload.inline.js
 * (inline), which starts the route's read and loads its remote right away. The monolith build
 * (no remotes) gets the reads too: they are not a federation feature.
 */
function routePreload(mode: string, { federated }: { federated: boolean }): Plugin {
  const table = {
    routes: REMOTE_ROUTES.map(({ path, remote, read }) => ({ path, ...(federated ? { remote } : {}), read })),
    reads: listingEarlyReadRequests(readFirebaseSettings(firebaseEnv(mode))),
    remotes: federated,
    sharedByShell: federated ? Object.keys(sharedSingletons(import.meta.dirname)) : [],
  };
  return {
    name: 'marketplace-route-preload',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) => [
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
          attrs: { id: 'route-preload', type: 'application/json' },
          children: JSON.stringify(table).replaceAll('<', '\\u003c'),
          injectTo: 'head-prepend',
        },
        // Where the remotes live, as public/remotes.json says (`pnpm use-remotes` rewrites both
        // at deploy); only in built pages: the dev server's script asks for /remotes.json.
        ...(federated && ctx.bundle
          ? [
              {
                tag: 'script',
                attrs: { id: REMOTE_MAP_ID, type: 'application/json' },
                children: remoteMapJson(builtRemoteMap()),
                injectTo: 'head-prepend' as const,
              },
            ]
          : []),
        { tag: 'script', children: routePreloadScript(), injectTo: 'head-prepend' },
      ],
    },
  };
}

/** The remotes a fresh build names (public/remotes.json, the local ones). */
function builtRemoteMap(): Record<string, string> {
  return JSON.parse(readFileSync(path.join(import.meta.dirname, 'public', 'remotes.json'), 'utf8')) as Record<
    string,
    string
  >;
}

/** The VITE_FIREBASE_* settings of this build, as shared-firebase reads them in the browser. */
function firebaseEnv(mode: string) {
  return { ...loadEnv(mode, import.meta.dirname, 'VITE_FIREBASE_'), ...process.env };
}

/**
 * Preconnects to the Firestore and Storage origins the build talks to (from the same VITE_FIREBASE_*
 * settings shared-firebase reads), so the first query and the first photo skip the handshake.
 */
function backendPreconnect(mode: string): Plugin {
  return {
    name: 'marketplace-backend-preconnect',
    transformIndexHtml: () =>
      firstDataOrigins(readFirebaseSettings(firebaseEnv(mode))).map(({ origin, cors }) => ({
        tag: 'link',
        attrs: { rel: 'preconnect', href: origin, ...(cors ? { crossorigin: 'anonymous' } : {}) },
        injectTo: 'head',
      })),
  };
}

// `vite build --mode monolith` builds the same pages without federation (for the benchmark only).
export default defineConfig(({ mode }) => {
  const monolith = mode === 'monolith';
  return {
    plugins: [
      react(),
      backendPreconnect(mode),
      ...(monolith ? [] : [federation(shellFederationOptions(import.meta.dirname))]),
      routePreload(mode, { federated: !monolith }),
      inlineEntryStylesheet(),
    ],
    resolve: monolith
      ? {
          alias: [
            {
              find: /^\.\/remote-registry\.ts$/,
              replacement: path.resolve(import.meta.dirname, '../bench/monolith-registry.ts'),
            },
          ],
        }
      : undefined,
    ...serverOptions(APP_PORTS.shell),
    build: { target: 'es2022', outDir: monolith ? 'dist-monolith' : 'dist' },
  };
});
