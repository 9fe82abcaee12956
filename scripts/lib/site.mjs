// The whole site as it runs in production, on this machine: the local Firebase backend and
// the four built apps, each on its own origin.
import { cpSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBackend } from '../../backend/start-backend.mjs';
import { PROJECT_ID, URLS } from '../../backend/config.mjs';
import { LANE_PLACES } from '../../backend/function-lanes.mjs';
import { APPS as REGISTRY, REMOTE_NAMES } from './apps.mjs';
import { besideManifest, readDeployment, writeDeployment } from './deployment.mjs';
import { securityHeaders } from './security-headers.mjs';
import { serveStatic } from './static-server.mjs';
import { tsImport } from 'tsx/esm/api';

// The one route matcher (site-contract's TypeScript, run as it is through tsx).
const { findRoute } = await tsImport('site-contract/route-match', import.meta.url);

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The apps, as tooling/apps.json lists them. */
export const APPS = REGISTRY;
/** Local port of each app. */
export const PORTS = Object.fromEntries(Object.entries(REGISTRY).map(([name, app]) => [name, app.port]));

/** The sitePages function in the Functions emulator (functions/src/pages). */
export const SITE_PAGES_FUNCTION = `${URLS.functions}/${PROJECT_ID}/us-central1/sitePages`;

/** The sitemap's paths, which the production host rewrites to sitePages (hosting-config.mjs). */
export const isSitemap = (pathname) => pathname === '/sitemap.xml' || /^\/sitemaps\/[^/]+$/.test(pathname);

/**
 * The paths the local server asks sitePages for, in the shell served from `root`: the sitemap, and
 * the pages whose routes have a first screen in the deployment served (issue 38), matched with the
 * site's one route matcher (site-contract, issue 48). Production rewrites every page that is not a
 * file to the function; the others it answers with the plain page (and its head, which the deploy
 * step wrote as a file here), so asking for them would only slow the local site down.
 */
export function serverPageMatcher(root) {
  let known = { at: 0, routes: [] };
  const routes = () => {
    const at = fileStats(path.join(root, 'remotes.json'))?.mtimeMs ?? 0;
    if (at !== known.at)
      known = { at, routes: readDeployment(root).routes.filter((route) => route.firstScreenFunction) };
    return known.routes;
  };
  return (pathname) => isSitemap(pathname) || findRoute(routes(), pathname) !== null;
}

function fileStats(file) {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}

/**
 * Starts the server functions a page waits for once, before the site is said to be up: a function's
 * first call in the Functions emulator loads its code (a second or two: the site's pages and a
 * slice's first screens, in turn, issue 48), and a first page must not fall back to the plain page
 * for that. Production keeps instances warm the same way (decision record 024).
 */
async function warmServerFunctions(shellDist) {
  const { routes } = readDeployment(shellDist);
  const names = [...new Set(routes.flatMap((route) => (route.firstScreenFunction ? [route.firstScreenFunction] : [])))];
  const functionUrl = (name) => `${URLS.functions}/${PROJECT_ID}/us-central1/${name}`;
  await Promise.allSettled([
    fetch(`${SITE_PAGES_FUNCTION}/sitemap.xml`),
    ...names.map((name) => {
      const route = routes.find((r) => r.firstScreenFunction === name && !r.path.includes(':'));
      const query = new URLSearchParams({ route: route?.path ?? '/', url: route?.path ?? '/' });
      return fetch(`${functionUrl(name)}?${query.toString()}`);
    }),
  ]);
}

/** Address of an app; `secure`: the HTTP/2-over-TLS variant the benchmark serves. */
export const appUrl = (name, { secure = false } = {}) => `${secure ? 'https' : 'http'}://localhost:${APPS[name].port}`;

export function siteHeaders({ secure = false } = {}) {
  const remoteOrigins = REMOTE_NAMES.map((name) => appUrl(name, { secure }));
  return securityHeaders({ remoteOrigins, backendOrigins: Object.values(URLS) });
}

/**
 * A copy of shell/dist in a temp folder with its deployment's remotes moved, as the deploy step
 * does (the routes stay). `manifestUrl(name, app)`: where that remote's mf-manifest.json is served.
 */
export function shellDeployCopy(manifestUrl, prefix = 'shell-deploy-') {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(path.join(repoRoot, 'shell', 'dist'), dir, { recursive: true });
  const deployment = readDeployment(dir);
  for (const [name, remote] of Object.entries(deployment.remotes)) {
    const entryFile = remote.entry.slice(remote.entry.lastIndexOf('/') + 1);
    remote.manifest = manifestUrl(name, APPS[name]);
    remote.entry = besideManifest(remote.manifest, entryFile);
  }
  writeDeployment(dir, deployment);
  return dir;
}

/** The built shell deployed for the https remotes served here (its own remotes name the http ones). */
const secureShellDist = () =>
  shellDeployCopy((name) => `${appUrl(name, { secure: true })}/mf-manifest.json`, 'shell-https-');

/**
 * Serves one built app from its dist folder on its own port.
 * `tls` ({ key, cert }): HTTP/2 over TLS, like the production host (the benchmark uses it).
 * @param {string} name
 * @param {{ distDir?: string, tls?: { key: string, cert: string } }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void>, server: import('node:net').Server }>}
 */
export async function serveApp(name, { distDir, tls } = {}) {
  const app = APPS[name];
  const secure = Boolean(tls);
  const deployCopy = name === 'shell' && secure && !distDir ? secureShellDist() : undefined;
  const root = deployCopy ?? distDir ?? path.join(repoRoot, app.folder, 'dist');
  const server = await serveStatic({
    root,
    port: app.port,
    spa: true,
    cors: name !== 'shell',
    headers: siteHeaders({ secure }),
    tls,
    // What the production host rewrites to the sitePages function (scripts/hosting-config.mjs),
    // asked of the Functions emulator (issue 38) with no more pages made at once than the emulator's
    // page lane runs; a kept page answers when it is busy (issue 83). SITE_CDN_CACHE=1 serves kept
    // pages first, as Hosting's CDN does (decision record 059).
    serverPages:
      name === 'shell'
        ? {
            match: serverPageMatcher(root),
            url: SITE_PAGES_FUNCTION,
            maxInFlight: LANE_PLACES.pages,
            cacheFirst: process.env.SITE_CDN_CACHE === '1',
          }
        : undefined,
  });
  if (!deployCopy) return server;
  return {
    ...server,
    close: async () => {
      await server.close();
      rmSync(deployCopy, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the backend and the four app servers. Returns { servers, backend, stop }.
 * `onBackendCrash(message)`: the backend's child process died while the site runs.
 * @param {{ dataDir?: string, seed?: boolean, persist?: boolean, quiet?: boolean, tls?: { key: string, cert: string }, onBackendCrash?: (message: string) => void }} [options]
 */
export async function startSite({ dataDir, seed = true, persist = true, quiet = false, tls, onBackendCrash } = {}) {
  const backend = await startBackend({ dataDir, seed, persist, quiet, onCrash: onBackendCrash });
  const servers = {};
  try {
    for (const name of Object.keys(APPS)) servers[name] = await serveApp(name, { tls });
  } catch (error) {
    await Promise.all(Object.values(servers).map((s) => s.close()));
    await backend.stop();
    throw error;
  }
  await warmServerFunctions(path.join(repoRoot, APPS.shell.folder, 'dist'));
  async function stop() {
    await Promise.all(Object.values(servers).map((s) => s?.close()));
    await backend.stop();
  }
  return { servers, backend, stop };
}
