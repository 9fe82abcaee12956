// `pnpm bench --one-origin`: the composed site once more, with every remote served from the shell's
// own origin (under /mf-browse/ and so on) instead of its own. It tells how much of the composed
// site's cost is the remotes' separate origins (a connection each) and how much is the federation
// itself. An experiment printed beside the budget, not a budget line: the set-up gives
// each app its own origin.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  APPS,
  repoRoot,
  serverPageMatcher,
  shellDeployCopy,
  SITE_PAGES_FUNCTION,
  siteHeaders,
} from '../scripts/lib/site.mjs';
import { serveStatic } from '../scripts/lib/static-server.mjs';

// Not 4190: fetch (the site server's, in Node) refuses that port (the Fetch standard's "bad ports").
export const ONE_ORIGIN_PORT = 4185;

/** Serves the built shell with each built remote in a folder of its origin; `root` is that tree. */
export async function serveOneOrigin({ tls }) {
  const origin = `https://localhost:${ONE_ORIGIN_PORT}`;
  const root = shellDeployCopy((_name, app) => `${origin}/${app.folder}/mf-manifest.json`, 'bench-one-origin-');
  for (const [name, app] of Object.entries(APPS)) {
    if (name !== 'shell')
      cpSync(path.join(repoRoot, app.folder, 'dist'), path.join(root, app.folder), { recursive: true });
  }
  const server = await serveStatic({
    root,
    port: ONE_ORIGIN_PORT,
    spa: true,
    headers: siteHeaders({ secure: true }),
    tls,
    // The pages the site's server makes (issue 38), as for the composed site.
    serverPages: { match: serverPageMatcher(root), url: SITE_PAGES_FUNCTION },
  });
  return {
    origin,
    root,
    close: async () => {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
