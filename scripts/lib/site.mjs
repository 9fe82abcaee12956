// The whole site as it runs in production, on this machine: the local Firebase backend and
// the four built apps, each on its own origin.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBackend } from '../../backend/start-backend.mjs';
import { URLS } from '../../backend/config.mjs';
import { writeRemoteMap } from './remote-map.mjs';
import { securityHeaders } from './security-headers.mjs';
import { serveStatic } from './static-server.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PORTS = JSON.parse(readFileSync(path.join(repoRoot, 'tooling/app-ports.json'), 'utf8'));

export const APPS = {
  shell: { dir: 'shell', port: PORTS.shell },
  mf_browse: { dir: 'mf-browse', port: PORTS.mf_browse },
  mf_listing_editor: { dir: 'mf-listing-editor', port: PORTS.mf_listing_editor },
  mf_account: { dir: 'mf-account', port: PORTS.mf_account },
};

/** Address of an app; `secure`: the HTTP/2-over-TLS variant the benchmark serves. */
export const appUrl = (name, { secure = false } = {}) => `${secure ? 'https' : 'http'}://localhost:${APPS[name].port}`;

export function siteHeaders({ secure = false } = {}) {
  const remoteOrigins = Object.keys(APPS)
    .filter((name) => name !== 'shell')
    .map((name) => appUrl(name, { secure }));
  return securityHeaders({ remoteOrigins, backendOrigins: Object.values(URLS) });
}

/**
 * A copy of shell/dist in a temp folder with its remote map rewritten, as `pnpm use-remotes` does
 * at deploy time. `manifestUrl(name, app)`: where that remote's mf-manifest.json is served.
 */
export function shellDeployCopy(manifestUrl, prefix = 'shell-deploy-') {
  const remotes = Object.entries(APPS).filter(([name]) => name !== 'shell');
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(path.join(repoRoot, 'shell', 'dist'), dir, { recursive: true });
  writeRemoteMap(dir, Object.fromEntries(remotes.map(([name, app]) => [name, manifestUrl(name, app)])));
  return dir;
}

/** The built shell deployed for the https remotes served here (its own remotes name the http ones). */
const secureShellDist = () =>
  shellDeployCopy((name) => `${appUrl(name, { secure: true })}/mf-manifest.json`, 'shell-https-');

/**
 * Serves one built app from its dist folder on its own port.
 * `tls` ({ key, cert }): HTTP/2 over TLS, like the production host (the benchmark uses it).
 */
export async function serveApp(name, { distDir, tls } = {}) {
  const app = APPS[name];
  const secure = Boolean(tls);
  const deployCopy = name === 'shell' && secure && !distDir ? secureShellDist() : undefined;
  const server = await serveStatic({
    root: deployCopy ?? distDir ?? path.join(repoRoot, app.dir, 'dist'),
    port: app.port,
    spa: true,
    cors: name !== 'shell',
    headers: siteHeaders({ secure }),
    tls,
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
  async function stop() {
    await Promise.all(Object.values(servers).map((s) => s?.close()));
    await backend.stop();
  }
  return { servers, backend, stop };
}
